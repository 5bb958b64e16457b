// The query, clarification and objection calls of issue 14 (spec 02 §7 "Questions and
// clarifications", "Objections") through the shared HTTP client, under /isp/portal. The objection
// calls carry their data as one JSON string, oTenObjectionJson; they are sent as POST (the server
// takes the same parameter there), because a 4,000-character objection does not fit in an address.
import { http, pageOf, type ApiReply, type ObjectionStatus, type ObjectionView, type PageOf, type ReplyStatus, type SupplierZycqView, type ZycqType } from '@portal/shared/core';

const P = '/isp/portal';

export type { ObjectionStatus, ObjectionView, ReplyStatus, ZycqStatus, ZycqType } from '@portal/shared/core';
/** A query (the caller's) or a clarification (the buyer's), as the supplier's calls answer it. */
export type ZycqView = SupplierZycqView;

export interface ZycqCriteria {
  questionClarificationNum?: string;
  sourceNum?: string;
  type?: ZycqType;
  replyStatus?: ReplyStatus;
}

export interface QueryInput {
  zycqId?: string;
  questionClarificationNum?: string;
  sourceId?: string;
  sourceNum?: string;
  title: string;
  content: string;
  bidPackages: string[];
}

export interface QueryPackage {
  name: string;
  lineCount: number;
  selected: boolean;
}

export interface QueryCategories {
  sourceId: string;
  sourceNum: string;
  category: string | null;
  packages: QueryPackage[];
}

/** zycq/findListZycq: the caller's queries and the clarifications of sources it signed up to. */
export async function searchQueries(page: number, pageSize: number, c: ZycqCriteria): Promise<PageOf<ZycqView>> {
  const { data } = await http.post<ApiReply<ZycqView>>(`${P}/zycq/findListZycq`, { page, pageSize, ...c });
  return pageOf(data);
}

export async function findQuery(zycqId: string): Promise<ZycqView> {
  const { data } = await http.post<ApiReply<ZycqView>>(`${P}/zycq/findZyCqById`, { zycqId });
  return data.data as ZycqView;
}

/** zycq/getZyNum: a number reserved for the caller's next query. */
export async function reserveQueryNumber(): Promise<string> {
  const { data } = await http.post<ApiReply<string>>(`${P}/zycq/getZyNum`, {});
  return String(data.data ?? '');
}

/** saveZy (temp save, a draft) or submitZy; the server refuses after the query deadline. */
export async function saveQuery(input: QueryInput, submit: boolean): Promise<ZycqView> {
  const { data } = await http.post<ApiReply<ZycqView>>(`${P}/source/${submit ? 'submitZy' : 'saveZy'}`, { header: input }, { showsOwnError: true });
  return data.data as ZycqView;
}

export async function fetchQueryCategories(zycqId: string): Promise<QueryCategories> {
  const { data } = await http.get<ApiReply<QueryCategories>>(`${P}/source/getSouCategoryByZycqId`, { params: { questionClarificationId: zycqId } });
  return data.data as QueryCategories;
}

export interface ObjectionCriteria {
  objectionNum?: string;
  sourceNum?: string;
  title?: string;
  status?: ObjectionStatus;
}

export interface ObjectionInput {
  id?: string;
  sourceId?: string;
  sourceNum?: string;
  title: string;
  content: string;
}

const objectionJson = (value: object) => ({ oTenObjectionJson: JSON.stringify(value) });

export async function searchObjections(current: number, size: number, c: ObjectionCriteria): Promise<PageOf<ObjectionView>> {
  const { data } = await http.post<ApiReply<ObjectionView>>(`${P}/tenObjection/getIspTenObjectionListByPage`, { current, size, ...objectionJson(c) });
  return pageOf(data);
}

export async function findObjection(id: string): Promise<ObjectionView> {
  const { data } = await http.get<ApiReply<ObjectionView>>(`${P}/tenObjection/getTenObjectionById/${encodeURIComponent(id)}`);
  return data.data as ObjectionView;
}

/** insertOrUpdateTenObjection (a draft) or insertOrUpdateTenObjectionByISP (submitted). */
export async function saveObjection(input: ObjectionInput, submit: boolean): Promise<ObjectionView> {
  const call = submit ? 'insertOrUpdateTenObjectionByISP' : 'insertOrUpdateTenObjection';
  const { data } = await http.post<ApiReply<ObjectionView>>(`${P}/tenObjection/${call}`, objectionJson(input));
  return data.data as ObjectionView;
}

/** updateTenObjectionStatusByISP: the caller accepts or denies the buyer's reply. */
export async function decideObjection(id: string, status: 'accepted' | 'denied'): Promise<ObjectionView> {
  const { data } = await http.post<ApiReply<ObjectionView>>(`${P}/tenObjection/updateTenObjectionStatusByISP`, objectionJson({ id, status }));
  return data.data as ObjectionView;
}
