import { theme } from 'antd';
import { contrastRatio } from '@portal/shared/core';
import { readableTokens } from './readable-tokens';

describe('readableTokens', () => {
  const tokens = readableTokens('#409EFF');
  const base = theme.getDesignToken() as unknown as Record<string, string>;

  it('draws primary and links in the readable shade of the picked colour', () => {
    expect(tokens.colorLink).toBe(tokens.colorPrimary);
    expect(contrastRatio(tokens.colorPrimary, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(readableTokens('#722ED1').colorPrimary).toBe('#722ED1');
  });

  it('hovers primary buttons and links in a darker shade that white text and white ground still read at AA', () => {
    for (const picked of ['#409EFF', '#722ED1', '#FADB14']) {
      const { colorPrimary, colorPrimaryHover, colorLinkHover } = readableTokens(picked);
      expect(colorLinkHover).toBe(colorPrimaryHover);
      expect(colorPrimaryHover).not.toBe(colorPrimary);
      expect(contrastRatio(colorPrimaryHover, '#ffffff')).toBeGreaterThan(contrastRatio(colorPrimary, '#ffffff'));
    }
  });

  it('makes the text of every colour tag readable on its own pale ground', () => {
    for (const key of ['green', 'cyan', 'orange', 'gold', 'lime', 'yellow', 'volcano', 'blue', 'red']) {
      expect(contrastRatio(tokens[`${key}7`], base[`${key}1`])).toBeGreaterThanOrEqual(4.5);
      expect(tokens[`${key}-7`]).toBe(tokens[`${key}7`]);
    }
  });

  it('makes status colours readable as text on white', () => {
    for (const key of ['colorSuccess', 'colorWarning', 'colorError', 'colorInfo']) {
      expect(contrastRatio(tokens[key], '#ffffff')).toBeGreaterThanOrEqual(4.5);
    }
  });
});

// Each app of the page bundles its own copy of readable-tokens; antd is one shared copy.
test("a second app's copy takes the fixed tokens the first one derived instead of deriving antd's tokens again", () => {
  const derive = jest.spyOn(theme, 'getDesignToken');
  const copies = [0, 1].map(() => {
    let copy: typeof import('./readable-tokens') | undefined;
    jest.isolateModules(() => {
      // The copy uses the same antd as this test file, as every remote uses the host's antd.
      jest.doMock('antd', () => ({ theme, version: 'this-antd' }));
      copy = require('./readable-tokens');
    });
    return copy!;
  });
  derive.mockClear();
  const first = copies[0].readableTokens('#409EFF');
  expect(derive).toHaveBeenCalledTimes(1);
  const second = copies[1].readableTokens('#722ED1');
  expect(derive).toHaveBeenCalledTimes(1);
  expect(second.colorSuccess).toBe(first.colorSuccess);
  expect(second.colorPrimary).toBe('#722ED1');
  derive.mockRestore();
});
