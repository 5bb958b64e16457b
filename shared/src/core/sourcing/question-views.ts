// What the API answers for a query, a clarification and an objection (spec 02 §3, §7): one
// definition for the server that answers and the screens that read it. Times are ISO 8601 (UTC).

export type ZycqType = 'question' | 'clarification';
export type ZycqStatus = 'draft' | 'submitted';
export type ReplyStatus = 'toReply' | 'replied';
/** draft → submitted → replied → accepted | denied (the supplier's answer to the reply). */
export type ObjectionStatus = 'draft' | 'submitted' | 'replied' | 'accepted' | 'denied';

/** What a query, a clarification or an objection is about, and what it says. */
interface RaisedOnSource {
  sourceId: string;
  sourceNum: string;
  sourceTitle: string;
  sourceTitleEn: string | null;
  title: string;
  content: string;
}

/** A query (a supplier's) or a clarification (the buyer's, for every signed-up supplier). */
export interface ZycqView extends RaisedOnSource {
  zycqId: string;
  questionClarificationNum: string;
  type: ZycqType;
  bidPackages: string[];
  status: ZycqStatus;
  deadline: string | null;
  reply: string | null;
  replyStatus: ReplyStatus | null;
  replier: string | null;
  replyTime: string | null;
  createdAt: string;
  savedAt: string;
  submittedAt: string | null;
}

/** A supplier's view of one: `mine` says whether the caller raised it. */
export interface SupplierZycqView extends ZycqView {
  mine: boolean;
}

export interface ObjectionView extends RaisedOnSource {
  id: string;
  objectionNum: string;
  status: ObjectionStatus;
  reply: string | null;
  replier: string | null;
  replyTime: string | null;
  decisionTime: string | null;
  createdAt: string;
  savedAt: string;
  submittedAt: string | null;
}
