import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { initI18n } from '../../core';
import { UploadDialog } from './UploadDialog';

jest.mock('./use-file-types', () => ({ useFileTypes: () => new Map() }));
// Notes when what the dialog holds is first evaluated: the page must not load it before opening.
let mockDialogLoaded = false;
jest.mock('./UploadDialogBody', () => {
  mockDialogLoaded = true;
  return jest.requireActual('./UploadDialogBody');
});

const i18n = initI18n();
const target = { businessId: 'b1', businessType: 'quotation', moduleCode: 'SRC', isSup: '1' } as const;

function dialog(open: boolean) {
  return (
    <I18nextProvider i18n={i18n}>
      <UploadDialog open={open} onClose={() => undefined} target={target} types={['QT01']} onUploaded={() => undefined} />
    </I18nextProvider>
  );
}

describe('the upload dialog, whose contents are fetched when it first opens', () => {
  // jsdom has no pseudo-element styles, which antd's modal asks for when it measures the scrollbar.
  const computed = window.getComputedStyle.bind(window);
  beforeAll(() => jest.spyOn(window, 'getComputedStyle').mockImplementation((element) => computed(element)));
  afterAll(() => jest.restoreAllMocks());

  it('neither loads nor draws the dialog while never opened, then the real dialog once opened', async () => {
    const view = render(dialog(false));
    expect(mockDialogLoaded).toBe(false);
    expect(document.body.querySelector('.ant-modal')).toBeNull();
    await act(async () => view.rerender(dialog(true)));
    expect(await screen.findByTestId('upload-drop', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByTestId('upload-dialog')).toBeTruthy();
    expect(mockDialogLoaded).toBe(true);
  });
});
