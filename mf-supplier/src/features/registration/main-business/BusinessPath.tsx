import { Typography } from 'antd';

/** The segments of a dotted catalogue path ('Materials.Valves.Other'). */
export const pathSegments = (path: string): string[] =>
  path
    .split('.')
    .map((s) => s.trim())
    .filter(Boolean);

/** A catalogue path as people read it: 'Materials / Valves / Other'. */
export const readablePath = (path: string): string => pathSegments(path).join(' / ');

/**
 * A main business with its whole path, the entry's own name last and stronger: many entries are
 * called 'Other' (其他), so the name alone does not say which one was chosen. Long paths wrap.
 */
export function BusinessPath({ path }: { path: string }) {
  const parts = pathSegments(path);
  const name = parts.pop() ?? path;
  return (
    <span title={readablePath(path)} style={{ whiteSpace: 'normal', overflowWrap: 'anywhere', lineHeight: 1.4 }}>
      {parts.length > 0 && <Typography.Text type="secondary">{parts.join(' / ')} / </Typography.Text>}
      <Typography.Text>{name}</Typography.Text>
    </span>
  );
}
