import { act, render } from '@testing-library/react';
import { Drawer, Modal } from 'antd';
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
