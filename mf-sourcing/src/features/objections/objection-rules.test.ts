import { objectionActions, objectionProblems } from './objection-rules';

test('a draft is edited and submitted, a replied objection is accepted or denied, the rest is read only', () => {
  expect(objectionActions('draft')).toEqual({ edit: true, submit: true, decide: false });
  expect(objectionActions('replied')).toEqual({ edit: false, submit: false, decide: true });
  for (const s of ['submitted', 'accepted', 'denied'] as const) expect(objectionActions(s)).toEqual({ edit: false, submit: false, decide: false });
});

test('a new objection needs its source; a submit needs a title and a content', () => {
  expect(objectionProblems({ title: '', content: '' }, false, true)).toEqual(['sourceRequired']);
  expect(objectionProblems({ sourceId: 'S-1', title: '', content: '' }, false, true)).toEqual([]);
  expect(objectionProblems({ title: ' ', content: 'c' }, true, false)).toEqual(['titleRequired']);
  expect(objectionProblems({ title: 't', content: 'c'.repeat(4001) }, true, false)).toEqual(['contentTooLong']);
});
