import { deadlinePassed, formPathOf, isSaleSource, queryProblems, queryState, showPathOf } from './question-rules';

test('a sale source is told by its type, else by its number or id', () => {
  expect(isSaleSource({ sourceNum: 'CS20260101' })).toBe(true);
  expect(isSaleSource({ sourceId: 'S-CS20260102' })).toBe(true);
  expect(isSaleSource({ sourceNum: 'XJ20260106' })).toBe(false);
  expect(isSaleSource({ sourceNum: 'CS1', sourceType: 'XJ' })).toBe(false);
  expect(showPathOf({ sourceNum: 'CS20260101' })).toBe('/cs_questionshow');
  expect(showPathOf({ sourceNum: 'XJ20260106' })).toBe('/questionshow');
  expect(formPathOf({ sourceNum: 'CS20260101' })).toBe('/cs_question_mian');
});

test('a row shows draft, to be replied, replied or clarification', () => {
  expect(queryState({ type: 'clarification', status: 'submitted', replyStatus: null })).toBe('clarification');
  expect(queryState({ type: 'question', status: 'draft', replyStatus: null })).toBe('draft');
  expect(queryState({ type: 'question', status: 'submitted', replyStatus: 'toReply' })).toBe('toReply');
  expect(queryState({ type: 'question', status: 'submitted', replyStatus: 'replied' })).toBe('replied');
});

test('the query deadline has passed only once its instant is reached', () => {
  const now = Date.parse('2026-05-01T08:00:00Z');
  expect(deadlinePassed('2026-05-01T08:00:00Z', now)).toBe(true);
  expect(deadlinePassed('2026-05-01T08:00:01Z', now)).toBe(false);
  expect(deadlinePassed(null, now)).toBe(false);
  expect(deadlinePassed('not a date', now)).toBe(false);
});

test('a submit needs a title and a content; a temp save needs something to keep', () => {
  expect(queryProblems({ title: ' ', content: '' }, true)).toEqual(['titleRequired', 'contentRequired']);
  expect(queryProblems({ title: '', content: '' }, false)).toEqual(['emptyDraft']);
  expect(queryProblems({ title: 'A title', content: '' }, false)).toEqual([]);
  expect(queryProblems({ title: 'x'.repeat(201), content: 'y' }, true)).toEqual(['titleTooLong']);
  expect(queryProblems({ title: 'T', content: 'y'.repeat(4001) }, true)).toEqual(['contentTooLong']);
});
