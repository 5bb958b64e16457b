// The objection calls take their data as one JSON string, oTenObjectionJson (spec 02 §7
// "Objections (GET)"). Its text passed the request's guard as one string, so the parsed object is
// checked here as a body would be: known fields only, each of its type and length, and the same
// refusal of control characters and markup (an escaped \u0000 is only a character once parsed).
import { invalid, refusal } from '../../platform/errors';
import { firstBadValue, firstMarkup } from '../../platform/input-guard';
import { questionRefusal } from './messages';

export const OBJECTION_JSON = 'oTenObjectionJson';

type FieldRule = { max: number; enum?: readonly string[]; pattern?: RegExp };
type Shape = Record<string, FieldRule>;

const ID: FieldRule = { max: 64 };

export const SAVE_OBJECTION: Shape = { id: ID, objectionNum: { max: 32 }, sourceId: ID, sourceNum: ID, title: { max: 200 }, content: { max: 4000 } };
export const OBJECTION_DECISION: Shape = { id: ID, status: { max: 16, enum: ['accepted', 'denied'] } };
export const OBJECTION_FILTER: Shape = { objectionNum: { max: 32 }, sourceNum: { max: 64 }, title: { max: 200 }, status: { max: 16, enum: ['draft', 'submitted', 'replied', 'accepted', 'denied'] } };

/**
 * The parsed object with the shape's fields (strings; numbers are taken as their text, '' and null
 * as absent). Unknown fields are ignored, as the client may send the whole record back.
 */
export function readObjectionJson(text: string | undefined, shape: Shape, required: string[] = []): Record<string, string | undefined> {
  let value: unknown = {};
  if (text !== undefined && text.trim() !== '') {
    try {
      value = JSON.parse(text);
    } catch {
      throw questionRefusal(400, 'objectionJsonInvalid');
    }
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw questionRefusal(400, 'objectionJsonInvalid');
  const bad = firstBadValue(value);
  if (bad) throw refusal(400, 'paramText', { field: `${OBJECTION_JSON}.${bad}`.slice(0, 60) });
  const markup = firstMarkup(value);
  if (markup) throw refusal(400, 'paramMarkup', { field: `${OBJECTION_JSON}.${markup}`.slice(0, 60) });
  const input = value as Record<string, unknown>;
  const out: Record<string, string | undefined> = {};
  for (const [name, rule] of Object.entries(shape)) {
    const raw = input[name];
    const field = `${OBJECTION_JSON}.${name}`;
    if (raw === undefined || raw === null || raw === '') continue;
    if (typeof raw !== 'string' && !(typeof raw === 'number' && Number.isSafeInteger(raw))) throw refusal(400, 'paramType', { field, type: 'string' });
    const s = String(raw);
    if (s.length > rule.max) throw refusal(400, 'paramTooLong', { field, limit: rule.max });
    if (rule.enum && !rule.enum.includes(s)) throw refusal(400, 'paramOneOf', { field, values: rule.enum.join(', ') });
    if (rule.pattern && !rule.pattern.test(s)) throw refusal(400, 'paramFormat', { field });
    out[name] = s;
  }
  for (const name of required) if (out[name] === undefined) throw invalid('paramRequired', { field: `${OBJECTION_JSON}.${name}` });
  return out;
}
