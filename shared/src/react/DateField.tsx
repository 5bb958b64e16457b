// A date field used like antd's DatePicker and DatePicker.RangePicker (inside a Form.Item, with
// dayjs values), that does not make a page fetch the picker before its first row. antd's picker is a
// deferred part of the host's antd (host/src/ui/deferred-ui.ts, 35 KiB gzip): a page whose own code
// imports it fetches it up front, as the build lists it for the page (tooling/src/route-ui.ts). Until
// the supplier starts using the field, it is drawn from first-load antd parts to look as the picker
// would (value as the picker writes it, the picker's placeholders in the reader's language); the
// pointer arriving or the focus starts fetching the real picker (DateFieldPickers.tsx, reached only
// through import()), and the focus swaps it in, focused and open, with whatever was typed meanwhile.
import { CalendarOutlined, SwapRightOutlined } from '@ant-design/icons';
import { ConfigProvider, Form, Input, theme } from 'antd';
import type { DatePicker, DatePickerProps, GetProps, InputRef } from 'antd';
import type { Dayjs } from 'dayjs';
import { Suspense, use, useContext, useEffect, useState, type ChangeEvent, type CSSProperties, type ReactNode, type Ref } from 'react';
import type { HandOver } from './DateFieldPickers';

export type DateFieldProps = DatePickerProps<Dayjs, false>;
export type DateRangeFieldProps = GetProps<typeof DatePicker.RangePicker>;

/** A ref given to the field (React 19 passes it as a prop): the stand-in's input, then the picker. */
type FieldRef = { ref?: Ref<InputRef> };

type Pickers = typeof import('./DateFieldPickers');

let pickers: Promise<Pickers | null> | undefined;
/** Set once a real picker has been drawn: antd's picker chunk is in, no warm-up needed any more. */
let pickerChunkIn = false;

/**
 * Starts fetching the real pickers (once). A failed fetch resolves to null, so the field stays a
 * stand-in instead of failing the page, and the next use of a field tries again.
 */
function loadPickers(): Promise<Pickers | null> {
  if (!pickers) {
    const started: Promise<Pickers | null> = import('./DateFieldPickers').catch(() => {
      if (pickers === started) pickers = undefined;
      return null;
    });
    pickers = started;
  }
  return pickers;
}

/** Where the supplier started using the field: the input (a range has two) and what was typed. */
interface Start {
  inputIndex: 0 | 1;
  typed?: string;
}

/** The stand-in's life: warming up on the pointer, started on focus, gone once the picker is drawn. */
function useSwap() {
  const [warming, setWarming] = useState(false);
  const [start, setStart] = useState<Start | null>(null);
  const [drawn, setDrawn] = useState(false);
  const warm = () => {
    void loadPickers();
    if (!pickerChunkIn) setWarming(true);
  };
  const begin = (inputIndex: 0 | 1) => {
    warm();
    setStart((current) => current ?? { inputIndex });
  };
  const type = (inputIndex: 0 | 1, typed: string) => setStart({ inputIndex, typed });
  const onDrawn = () => {
    pickerChunkIn = true;
    setDrawn(true);
  };
  const onWarm = () => {
    pickerChunkIn = true;
    setWarming(false);
  };
  // A failed fetch of the pickers: the stand-in stays and the next focus tries again.
  const onFailed = () => setStart(null);
  return { warming: warming && !start && !pickerChunkIn, start, drawn, warm, begin, type, onDrawn, onWarm, onFailed };
}

type Swap = ReturnType<typeof useSwap>;

/** The first of the formats a picker is given (it writes values with it), or the picker's default. */
function formatter(format: DateFieldProps['format']): (value: Dayjs) => string {
  const first = Array.isArray(format) ? format[0] : format;
  if (typeof first === 'function') return (value) => String(first(value));
  const pattern = typeof first === 'string' ? first : typeof first === 'object' && typeof first?.format === 'string' ? first.format : 'YYYY-MM-DD';
  return (value) => value.format(pattern);
}

/** The data-* and aria-* attributes given to the field (test ids, those a Form.Item adds): the picker puts them on its inputs. */
function attributesOf(props: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(props).filter(([key]) => key.startsWith('data-') || key.startsWith('aria-')));
}

/** The picker's placeholder texts in the reader's language (antd's locale from the ConfigProvider). */
function usePickerTexts(): { single: string; range: [string, string] } {
  const lang = useContext(ConfigProvider.ConfigContext).locale?.DatePicker?.lang;
  return { single: lang?.placeholder ?? 'Select date', range: (lang?.rangePlaceholder as [string, string] | undefined) ?? ['Start date', 'End date'] };
}

interface StandInInput {
  text: string;
  placeholder: string;
  id?: string;
}

interface StandInProps {
  inputs: StandInInput[];
  /** The field's ref (a Form.Item gives one, to focus the field): the first input, until the picker takes it. */
  fieldRef: Ref<InputRef> | undefined;
  attributes: Record<string, unknown>;
  disabled?: boolean;
  status?: DateFieldProps['status'];
  style?: CSSProperties;
  className?: string;
  autoFocus?: boolean;
  swap: Swap;
}

/**
 * Looks as antd's outlined picker does (its box, paddings, separator and calendar icon from the same
 * theme tokens), built from first-load parts only: one borderless Input per date in a box of its own.
 */
function PickerStandIn({ inputs, fieldRef, attributes, disabled: ownDisabled, status: ownStatus, style, className, autoFocus, swap }: StandInProps) {
  const { token } = theme.useToken();
  const formDisabled = ConfigProvider.useConfig().componentDisabled;
  const formStatus = Form.Item.useStatus().status;
  const [hover, setHover] = useState(false);
  const [focused, setFocused] = useState(false);
  const disabled = ownDisabled ?? formDisabled ?? false;
  const status = ownStatus ?? formStatus;
  const paddingBlock = Math.max(Math.round(((token.controlHeight - token.fontSize * token.lineHeight) / 2) * 10) / 10 - token.lineWidth, 0);
  const colours =
    status === 'error'
      ? { border: token.colorError, hover: token.colorErrorBorderHover, outline: token.colorErrorOutline }
      : status === 'warning'
        ? { border: token.colorWarning, hover: token.colorWarningBorderHover, outline: token.colorWarningOutline }
        : { border: token.colorBorder, hover: token.colorPrimaryHover, outline: token.controlOutline };
  const borderColor = disabled ? token.colorBorder : focused ? (status ? colours.border : token.colorPrimary) : hover ? colours.hover : colours.border;
  const box: CSSProperties = {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    boxSizing: 'border-box',
    padding: `${paddingBlock}px ${token.paddingSM - token.lineWidth}px`,
    lineHeight: 1,
    border: `${token.lineWidth}px ${token.lineType} ${borderColor}`,
    borderRadius: token.borderRadius,
    background: disabled ? token.colorBgContainerDisabled : token.colorBgContainer,
    boxShadow: focused && !disabled ? `0 0 0 ${token.controlOutlineWidth}px ${colours.outline}` : undefined,
    cursor: disabled ? 'not-allowed' : 'text',
    transition: `border ${token.motionDurationMid}, box-shadow ${token.motionDurationMid}`,
    ...style,
  };
  const icon: CSSProperties = { display: 'flex', flex: 'none', lineHeight: 1, color: token.colorTextQuaternary, pointerEvents: 'none' };
  const input = ({ text, placeholder, id }: StandInInput, index: 0 | 1) => (
    <span style={{ position: 'relative', display: 'inline-flex', alignItems: 'center', width: '100%' }}>
      <Input
        {...attributes}
        ref={index === 0 && !swap.start ? fieldRef : undefined}
        id={id}
        variant="borderless"
        // The picker's own input is as wide as its format and two characters more.
        htmlSize={12}
        autoComplete="off"
        autoFocus={index === 0 && autoFocus}
        disabled={disabled}
        value={swap.start?.inputIndex === index && swap.start.typed !== undefined ? swap.start.typed : text}
        placeholder={placeholder}
        onFocus={() => swap.begin(index)}
        onChange={(event: ChangeEvent<HTMLInputElement>) => swap.type(index, event.target.value)}
        style={{ padding: 0, borderRadius: 0, minWidth: 1, width: '100%', height: 'auto', background: 'transparent', flex: 'auto' }}
      />
    </span>
  );
  return (
    <span
      className={className}
      style={box}
      data-date-field={inputs.length === 2 ? 'range' : 'single'}
      onPointerEnter={() => {
        setHover(true);
        if (!disabled) swap.warm();
      }}
      onPointerLeave={() => setHover(false)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
    >
      {input(inputs[0], 0)}
      {inputs[1] && (
        <>
          <span style={{ ...icon, alignItems: 'center', padding: `0 ${token.paddingXS}px`, fontSize: token.fontSizeLG }}>
            <SwapRightOutlined />
          </span>
          {input(inputs[1], 1)}
        </>
      )}
      <span style={{ ...icon, marginInlineStart: token.paddingXS / 2 }}>
        <CalendarOutlined />
      </span>
    </span>
  );
}

/** The real picker once its module is in; draws nothing (the stand-in stays) if it could not be fetched. */
function RealPicker({ range, props, swap }: { range: boolean; props: DateFieldProps | DateRangeFieldProps; swap: Swap }) {
  const loaded = use(loadPickers());
  useEffect(() => {
    if (!loaded) swap.onFailed();
  }, [loaded]);
  if (!loaded || !swap.start) return null;
  const handOver: HandOver = { onDrawn: swap.onDrawn, inputIndex: swap.start.inputIndex, typed: swap.start.typed };
  return range ? <loaded.RealRangePicker {...(props as DateRangeFieldProps)} {...handOver} /> : <loaded.RealDatePicker {...(props as DateFieldProps)} {...handOver} />;
}

/** Draws an unseen picker once, so that antd's picker chunk is on its way before the click. */
function WarmUp({ swap }: { swap: Swap }) {
  const loaded = use(loadPickers());
  return loaded ? <loaded.PickerWarmUp onDrawn={swap.onWarm} /> : null;
}

/** The real picker, stacked on the stand-in until it is drawn: the stand-in keeps the focus meanwhile. */
function Swapping({ range, props, swap, standIn }: { range: boolean; props: DateFieldProps | DateRangeFieldProps; swap: Swap; standIn: ReactNode }) {
  return (
    <>
      {swap.start && (
        <Suspense fallback={null}>
          <RealPicker range={range} props={props} swap={swap} />
        </Suspense>
      )}
      {!swap.drawn && standIn}
      {swap.warming && (
        <div style={{ display: 'none' }} aria-hidden>
          <Suspense fallback={null}>
            <WarmUp swap={swap} />
          </Suspense>
        </div>
      )}
    </>
  );
}

/** A date field (DatePicker's props) that fetches antd's DatePicker only when the supplier starts using it. */
export function DateField(props: DateFieldProps & FieldRef) {
  const swap = useSwap();
  const texts = usePickerTexts();
  const write = formatter(props.format);
  const placeholder = typeof props.placeholder === 'string' ? props.placeholder : texts.single;
  const standIn = (
    <PickerStandIn
      inputs={[{ text: props.value ? write(props.value) : '', placeholder, id: props.id }]}
      fieldRef={props.ref}
      attributes={attributesOf(props)}
      disabled={props.disabled}
      status={props.status}
      style={props.style}
      className={props.className}
      autoFocus={props.autoFocus}
      swap={swap}
    />
  );
  return <Swapping range={false} props={props} swap={swap} standIn={standIn} />;
}

/** A date range field (RangePicker's props) that fetches antd's DatePicker only when the supplier starts using it. */
export function DateRangeField(props: DateRangeFieldProps & FieldRef) {
  const swap = useSwap();
  const texts = usePickerTexts();
  const write = formatter(props.format as DateFieldProps['format']);
  const placeholders = props.placeholder ?? texts.range;
  const [from, to] = props.value ?? [];
  const disabled = Array.isArray(props.disabled) ? props.disabled.every(Boolean) : props.disabled;
  const id = typeof props.id === 'string' ? props.id : props.id?.start;
  const standIn = (
    <PickerStandIn
      inputs={[
        { text: from ? write(from) : '', placeholder: placeholders[0] ?? texts.range[0], id },
        { text: to ? write(to) : '', placeholder: placeholders[1] ?? texts.range[1], id: typeof props.id === 'object' ? props.id.end : undefined },
      ]}
      fieldRef={props.ref}
      attributes={attributesOf(props)}
      disabled={disabled}
      status={props.status}
      style={props.style}
      className={props.className}
      autoFocus={props.autoFocus}
      swap={swap}
    />
  );
  return <Swapping range props={props} swap={swap} standIn={standIn} />;
}
