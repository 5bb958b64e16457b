import { pathSegments, readablePath } from './BusinessPath';

test('a dotted catalogue path reads as its segments joined by slashes', () => {
  expect(readablePath('材料.阀门.其他')).toBe('材料 / 阀门 / 其他');
  expect(readablePath('Thermal power spares.Steam turbine.Other')).toBe('Thermal power spares / Steam turbine / Other');
  expect(pathSegments('Other')).toEqual(['Other']);
  expect(pathSegments(' A . B ')).toEqual(['A', 'B']);
});
