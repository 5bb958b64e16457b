import { act, render } from '@testing-library/react';
import { Button, Drawer, Modal } from 'antd';
import { PortalRoot } from './PortalRoot';

// A blurred backdrop is drawn again for every frame of anything moving beneath it (PortalRoot).
test('dialogs and drawers dim the page behind them without blurring it', async () => {
  render(
    <PortalRoot>
      <Modal open title="dialog">body</Modal>
      <Drawer open title="drawer">body</Drawer>
    </PortalRoot>,
  );
  await act(async () => undefined);
  const masks = [...document.querySelectorAll('.ant-modal-mask, .ant-drawer-mask')];
  expect(masks.map((mask) => mask.className.split(' ')[0]).sort()).toEqual(['ant-drawer-mask', 'ant-modal-mask']);
  for (const mask of masks) expect(mask.className).not.toMatch(/mask-blur/);
});

test("the roots of one page share one set of antd's token variables", async () => {
  // antd's own default set (.css-var-root, for the icons' reset outside any root) aside.
  const count = () => [...document.querySelectorAll('style')].filter((style) => /^\.css-var-(?!root\{)[\w-]+\{--ant-blue:/.test(style.textContent ?? '')).length;
  render(
    <PortalRoot>
      <Button>host</Button>
    </PortalRoot>,
  );
  render(
    <PortalRoot>
      <Button>remote</Button>
    </PortalRoot>,
  );
  await act(async () => undefined);
  const buttons = [...document.querySelectorAll('button')];
  expect(buttons.map((button) => button.className.match(/css-var-[\w-]+/)?.[0])).toEqual(['css-var-portal', 'css-var-portal']);
  expect(count()).toBe(1);
});

test("a page's own text, outside antd's components, takes the theme's font and variables without a box of their own", () => {
  const { getByText } = render(
    <PortalRoot>
      <p>plain text</p>
    </PortalRoot>,
  );
  const app = getByText('plain text').closest('.ant-app');
  expect(app).not.toBeNull();
  expect(app!.className).toMatch(/\bcss-var-portal\b/);
  // No box: a full-height shell or a parcel's mount point lays out as if the element were not there.
  expect(getComputedStyle(app!).display).toBe('contents');
});
