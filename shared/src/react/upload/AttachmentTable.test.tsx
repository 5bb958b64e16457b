import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { App } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { initI18n } from '../../core';
import { AttachmentTable } from './AttachmentTable';
import type { StoredFile } from './upload.api';

jest.mock('./use-file-types', () => ({
  useFileTypes: () => new Map([['QT01', { lookupCode: 'QT01', label: 'Bid document', extensions: ['pdf'], maxSizeMb: 200 }]]),
}));

const i18n = initI18n();
const file = (fileId: string, fileName: string, fileBusinessType: string | null): StoredFile =>
  ({ fileId, fileName, fileBusinessType, fileSizeKb: 12, uploadTime: '2026-01-11T02:00:00.000Z' }) as StoredFile;
const files = [file('f1', 'offer.pdf', 'QT01'), file('f2', 'notes.txt', null)];

function renderTable(onDelete?: (f: StoredFile) => void) {
  return render(
    <I18nextProvider i18n={i18n}>
      <App>
        <AttachmentTable files={files} onDelete={onDelete} />
      </App>
    </I18nextProvider>,
  );
}

describe('AttachmentTable', () => {
  // jsdom has no pseudo-element styles, which antd's modal asks for when it measures the scrollbar.
  const computed = window.getComputedStyle.bind(window);
  beforeAll(() => jest.spyOn(window, 'getComputedStyle').mockImplementation((element) => computed(element)));
  afterAll(() => jest.restoreAllMocks());

  it('lists each file as a keyed row: a download link, its type by name, size and time', () => {
    renderTable();
    const rows = screen.getAllByTestId('attachment-row');
    expect(rows.map((tr) => tr.getAttribute('data-row-key'))).toEqual(['f1', 'f2']);
    const cells = within(rows[0]).getAllByRole('cell').map((td) => td.textContent);
    expect(cells.slice(0, 3)).toEqual(['offer.pdf', 'Bid document', '12']);
    expect(within(rows[1]).getAllByRole('cell')[1].textContent).toBe('—');
    expect(within(rows[0]).getByTestId('attachment-download').getAttribute('href')).toContain('f1');
  });

  it('is read-only without onDelete: no actions column', () => {
    renderTable();
    expect(screen.queryByTestId('attachment-delete')).toBeNull();
    expect(screen.getAllByRole('columnheader')).toHaveLength(4);
  });

  it('deletes a file only once the supplier confirms, naming the file in the question', async () => {
    const onDelete = jest.fn();
    renderTable(onDelete);
    fireEvent.click(within(screen.getAllByTestId('attachment-row')[0]).getByTestId('attachment-delete'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(i18n.t('common:upload.deleteConfirm'));
    expect(dialog.textContent).toContain('offer.pdf');
    expect(onDelete).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(screen.getByTestId('attachment-delete-confirm')));
    expect(onDelete).toHaveBeenCalledWith(files[0]);
  });

  it('keeps the file when the supplier cancels', async () => {
    const onDelete = jest.fn();
    renderTable(onDelete);
    fireEvent.click(within(screen.getAllByTestId('attachment-row')[1]).getByTestId('attachment-delete'));
    const dialog = await screen.findByRole('dialog');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' })));
    expect(onDelete).not.toHaveBeenCalled();
  });
});
