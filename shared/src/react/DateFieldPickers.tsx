// The real antd pickers behind DateField and DateRangeField (DateField.tsx). This module is only ever
// reached through a dynamic import(), so it is an async chunk of its own: a page's synchronous
// chunks import no DatePicker, the build's route scan (tooling/src/route-ui.ts) lists none, and the
// host fetches antd's picker chunk only when a supplier starts using a date field.
import { DatePicker, type GetRef } from 'antd';
import { useCallback, useLayoutEffect, useRef, type Ref, type RefCallback, type RefObject } from 'react';
import type { DateFieldProps, DateRangeFieldProps } from './DateField';

type PickerHandle = GetRef<typeof DatePicker>;
type RangeHandle = GetRef<typeof DatePicker.RangePicker>;

/** How the stand-in hands over to the real picker. */
export interface HandOver {
  /** Called once the real picker is on the screen: the stand-in goes in the same commit. */
  onDrawn: () => void;
  /** The input the supplier was in (a range has two): it gets the focus. */
  inputIndex: 0 | 1;
  /** What was typed into the stand-in before the picker came: typed into the picker's input. */
  typed: string | undefined;
}

/**
 * Types text into the focused input as a keystroke would, so the picker reads it as typed: React
 * notices the change only when the value is set past its own setter and an input event follows.
 */
function typeIntoFocused(text: string | undefined): void {
  const input = document.activeElement;
  if (!text || !(input instanceof HTMLInputElement)) return;
  // After the picker's own effects, which set its input's text when it takes the focus.
  setTimeout(() => {
    if (document.activeElement !== input) return;
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/**
 * Hands over from the stand-in once the real picker is on the screen, in the commit that draws it:
 * the stand-in goes, the picker takes the focus and gets what was typed meanwhile. Once: later
 * renders are the picker's own. (The focus alone does not open antd's panel, a click does: the
 * pickers below start open, as the click or key that brought them would have left them.)
 */
function useHandOver({ onDrawn, typed }: Omit<HandOver, 'inputIndex'>, focus: () => void): void {
  useLayoutEffect(() => {
    onDrawn();
    focus();
    typeIntoFocused(typed);
  }, []);
}

/**
 * The picker's ref for the hand-over and the one given to the field (a Form.Item gives its child a
 * ref, to focus and scroll to it): both are set.
 */
function useBothRefs<T>(outer: Ref<T> | undefined): [RefObject<T | null>, RefCallback<T>] {
  const own = useRef<T>(null);
  const both = useCallback(
    (value: T | null) => {
      own.current = value;
      if (typeof outer === 'function') outer(value);
      else if (outer) outer.current = value;
    },
    [outer],
  );
  return [own, both];
}

export function RealDatePicker({ onDrawn, inputIndex: _single, typed, ref, ...props }: DateFieldProps & HandOver & { ref?: Ref<PickerHandle> }) {
  const [picker, bothRefs] = useBothRefs<PickerHandle>(ref);
  useHandOver({ onDrawn, typed }, () => picker.current?.focus());
  return <DatePicker defaultOpen {...props} ref={bothRefs} />;
}

/** The range's focus takes the index of the input (antd types its ref as a single picker's). */
type RangeFocus = { focus: (index?: number) => void };

export function RealRangePicker({ onDrawn, inputIndex, typed, ref, ...props }: DateRangeFieldProps & HandOver & { ref?: Ref<RangeHandle> }) {
  const [picker, bothRefs] = useBothRefs<RangeHandle>(ref);
  useHandOver({ onDrawn, typed }, () => (picker.current as unknown as RangeFocus | null)?.focus(inputIndex));
  return <DatePicker.RangePicker defaultOpen {...props} ref={bothRefs} />;
}

/**
 * Draws an unseen picker once so that the host fetches antd's picker chunk (a deferred component
 * is fetched when it is first drawn) while the pointer is still on its way to the field.
 */
export function PickerWarmUp({ onDrawn }: { onDrawn: () => void }) {
  useLayoutEffect(onDrawn, [onDrawn]);
  return <DatePicker tabIndex={-1} aria-hidden />;
}
