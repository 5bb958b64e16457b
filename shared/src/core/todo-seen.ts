// The supplier centre's "since it last looked" to-do kinds (issue 15; server/README.md "Supplier
// centre"): the page that lists a kind calls markTodoSeen when it shows the list, so the to-do
// list and the home page's badge count only what came after. Here in shared because pages of
// several remotes set it: /question_List and /objection_main (mf-sourcing), /supplier_detail
// (mf-supplier).
import { http } from './http';

/** The marked kinds, as the server names them, and the page that sets each. */
export type TodoSeenKind = 'questionsAnswered' | 'objectionsReplied' | 'changesRejected';

/** Records that the supplier looked at this kind's list now (POST user/markTodoSeen). */
export async function markTodoSeen(kind: TodoSeenKind): Promise<void> {
  await http.post('/isp/portal/user/markTodoSeen', { kind });
}
