import { act, render, screen } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { createDeferredUi } from './deferred-ui';

const freshModule = createDeferredUi;

function Label({ label }: { label: string }) {
  return <span>{label}</span>;
}
function RangeLabel({ label }: { label: string }) {
  return <span>range {label}</span>;
}
const RealPicker = Object.assign(Label, { RangePicker: RangeLabel, LIST_IGNORE: 'ignored' });

describe('the deferred part of antd', () => {
  it('a page that draws a deferred component shows its loading state until the part is in, then the real component with the same props', async () => {
    const ui = freshModule();
    let arrive: (component: unknown) => void = () => undefined;
    ui.registerDeferredUi({ DatePicker: () => new Promise((resolve) => (arrive = resolve)) });
    const Stand = ui.deferredComponent('DatePicker') as ComponentType<{ label: string }>;
    // Inside an async act: React retries a suspended render from there.
    await act(async () => {
      render(
        <Suspense fallback={<p>loading</p>}>
          <Stand label="from" />
        </Suspense>,
      );
    });
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => arrive(RealPicker));
    expect(await screen.findByText('from')).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('a part read before the load (DatePicker.RangePicker) draws the real part, and other statics read through once it is in', async () => {
    const ui = freshModule();
    ui.registerDeferredUi({ DatePicker: async () => RealPicker });
    const Stand = ui.deferredComponent('DatePicker') as unknown as { RangePicker: ComponentType<{ label: string }>; LIST_IGNORE?: string };
    const Range = Stand.RangePicker;
    expect(Stand.LIST_IGNORE).toBeUndefined();
    await act(async () => {
      render(
        <Suspense fallback={<p>loading</p>}>
          <Range label="to" />
        </Suspense>,
      );
    });
    expect(await screen.findByText('range to')).toBeTruthy();
    expect(Stand.LIST_IGNORE).toBe('ignored');
  });

  it('fetches the components a page draws and no others, all of them for a page whose names were not recorded, and each only once', async () => {
    const ui = freshModule();
    const importTable = jest.fn(async () => Label);
    const importUpload = jest.fn(async () => RangeLabel);
    ui.registerDeferredUi({ Table: importTable, Upload: importUpload });
    expect(ui.needsDeferredUi(['Button', 'Card'])).toBe(false);
    expect(ui.needsDeferredUi(['Button', 'Table'])).toBe(true);
    expect(ui.needsDeferredUi(undefined)).toBe(true);
    await ui.loadDeferredUi(['Button', 'Table']);
    await ui.loadDeferredUi(['Table']);
    expect(importTable).toHaveBeenCalledTimes(1);
    expect(importUpload).not.toHaveBeenCalled();
    expect(ui.needsDeferredUi(['Table'])).toBe(false);
    expect(ui.needsDeferredUi(undefined)).toBe(true);
    await expect(ui.loadDeferredUi()).resolves.toEqual({ Table: Label, Upload: RangeLabel });
    expect(importTable).toHaveBeenCalledTimes(1);
    expect(ui.needsDeferredUi(undefined)).toBe(false);
  });

  it('names for the idle preload only the parts nobody has asked for, and again a part whose fetch failed', async () => {
    const ui = freshModule();
    ui.registerDeferredUi({ Table: async () => Label, Upload: async () => RangeLabel, Select: () => Promise.reject(new Error('offline')) });
    expect(ui.pendingDeferredUi()).toEqual(['Table', 'Upload', 'Select']);
    const table = ui.loadDeferredUi(['Table']);
    expect(ui.pendingDeferredUi()).toEqual(['Upload', 'Select']);
    await table;
    await expect(ui.loadDeferredUi(['Select'])).rejects.toThrow('offline');
    expect(ui.pendingDeferredUi()).toEqual(['Upload', 'Select']);
  });

  it('a failed fetch is tried again by the next page that needs it', async () => {
    const ui = freshModule();
    const importPart = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(Label);
    ui.registerDeferredUi({ Table: importPart });
    await expect(ui.loadDeferredUi(['Table'])).rejects.toThrow('offline');
    await expect(ui.loadDeferredUi(['Table'])).resolves.toEqual({ Table: Label });
    expect(importPart).toHaveBeenCalledTimes(2);
  });

  it('where nothing is deferred (dev server, whole-antd host) nothing waits', async () => {
    const ui = freshModule();
    expect(ui.needsDeferredUi(['Table'])).toBe(false);
    await expect(ui.loadDeferredUi()).resolves.toEqual({});
  });
});
