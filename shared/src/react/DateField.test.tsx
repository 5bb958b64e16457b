import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ConfigProvider, DatePicker, Form } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import dayjs, { type Dayjs } from 'dayjs';
import { DateField, DateRangeField } from './DateField';

type Values = { day?: Dayjs | null; range?: [Dayjs, Dayjs] | null };

function InForm({ initial, onValues, locale = zhCN, disabled }: { initial: Values; onValues?: (v: Values) => void; locale?: typeof zhCN; disabled?: boolean }) {
  return (
    <ConfigProvider locale={locale}>
      <Form initialValues={initial} onValuesChange={(_, all: Values) => onValues?.(all)} disabled={disabled}>
        <Form.Item name="day" label="Day">
          <DateField style={{ width: 150 }} data-testid="day" />
        </Form.Item>
        <Form.Item name="range" label="Range">
          <DateRangeField style={{ width: 250 }} data-testid="range" />
        </Form.Item>
      </Form>
    </ConfigProvider>
  );
}

const isRealPicker = (input: HTMLElement) => input.closest('.ant-picker') !== null;
/** The stand-in's input, or the real picker's once swapped (both carry the test id). */
const inputsOf = (testId: string) => screen.getAllByTestId(testId) as HTMLInputElement[];

// In tests antd's components load when first read (tooling/jest/prebundled-packages.mjs): the picker
// is read before the tests, whose waits are for the field's swap, not for antd's picker code.
beforeAll(() => void DatePicker);

describe('DateField', () => {
  it('draws the value as the picker writes it, with the picker’s placeholders, and fetches no picker', () => {
    render(<InForm initial={{ day: dayjs('2026-03-05'), range: null }} />);
    const [day] = inputsOf('day');
    expect(day.value).toBe('2026-03-05');
    expect(isRealPicker(day)).toBe(false);
    const [from, to] = inputsOf('range');
    expect([from.placeholder, to.placeholder]).toEqual(['开始日期', '结束日期']);
    expect(document.querySelector('.ant-picker')).toBeNull();
  });

  it('labels the stand-in as the picker would be: the Form.Item label points at its input', () => {
    render(<InForm initial={{}} locale={enUS} />);
    expect(screen.getByLabelText('Day')).toBe(inputsOf('day')[0]);
    expect(inputsOf('day')[0].placeholder).toBe('Select date');
    expect(screen.getByLabelText('Range')).toBe(inputsOf('range')[0]);
  });

  it('swaps in the real picker on focus, focused, open and with the same value', async () => {
    render(<InForm initial={{ day: dayjs('2026-03-05') }} />);
    await act(async () => inputsOf('day')[0].focus());
    await waitFor(() => expect(isRealPicker(inputsOf('day')[0])).toBe(true));
    const [day] = inputsOf('day');
    expect(inputsOf('day')).toHaveLength(1);
    expect(day.value).toBe('2026-03-05');
    expect(document.activeElement).toBe(day);
    await waitFor(() => expect(document.querySelector('.ant-picker-dropdown')).not.toBeNull());
    expect(screen.getByLabelText('Day')).toBe(day);
  });

  it('a date typed into the real picker reaches the form', async () => {
    const onValues = jest.fn();
    render(<InForm initial={{}} onValues={onValues} />);
    await act(async () => inputsOf('day')[0].focus());
    await waitFor(() => expect(isRealPicker(inputsOf('day')[0])).toBe(true));
    const [day] = inputsOf('day');
    fireEvent.change(day, { target: { value: '2027-03-31' } });
    fireEvent.keyDown(day, { key: 'Enter', code: 'Enter' });
    await waitFor(() => expect(onValues).toHaveBeenLastCalledWith(expect.objectContaining({ day: expect.anything() })));
    expect((onValues.mock.lastCall![0] as Values).day!.format('YYYY-MM-DD')).toBe('2027-03-31');
  });

  it('what was typed into the stand-in before the picker came is typed into the picker', async () => {
    const onValues = jest.fn();
    render(<InForm initial={{}} onValues={onValues} />);
    const [standIn] = inputsOf('day');
    // Both before the picker is in: the focus starts fetching it, the keystrokes land on the stand-in.
    act(() => {
      standIn.focus();
      fireEvent.change(standIn, { target: { value: '2027-04-01' } });
    });
    await waitFor(() => expect(isRealPicker(inputsOf('day')[0])).toBe(true));
    await waitFor(() => expect(inputsOf('day')[0].value).toBe('2027-04-01'));
    fireEvent.keyDown(inputsOf('day')[0], { key: 'Enter', code: 'Enter' });
    await waitFor(() => expect((onValues.mock.lastCall?.[0] as Values | undefined)?.day?.format('YYYY-MM-DD')).toBe('2027-04-01'));
  });

  it('a range focused at its end input swaps in a range picker focused there, keeping both dates', async () => {
    render(<InForm initial={{ range: [dayjs('2026-01-02'), dayjs('2026-02-03')] }} />);
    const [from, to] = inputsOf('range');
    expect([from.value, to.value]).toEqual(['2026-01-02', '2026-02-03']);
    await act(async () => to.focus());
    await waitFor(() => expect(isRealPicker(inputsOf('range')[0])).toBe(true));
    const real = inputsOf('range');
    expect(real.map((input) => input.value)).toEqual(['2026-01-02', '2026-02-03']);
    expect(document.activeElement).toBe(real[1]);
  });

  it('stays a disabled stand-in in a disabled form', () => {
    render(<InForm initial={{ day: dayjs('2026-03-05') }} disabled />);
    const [day] = inputsOf('day');
    expect(day.disabled).toBe(true);
    expect(inputsOf('range').every((input) => input.disabled)).toBe(true);
  });
});
