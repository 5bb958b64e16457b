import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { initI18n, remoteModules } from '@portal/shared/core';
import { PuzzleRequired } from './PuzzleRequired';

type Answer = (pass: string | null) => void;

/** mf-public's puzzle as the host would load it; each call waits for the test to answer. */
function puzzleDouble() {
  const answers: Answer[] = [];
  const loader = jest.fn(async () => ({ default: { solvePuzzle: () => new Promise<string | null>((resolve) => answers.push(resolve)) } }));
  remoteModules.setLoader(loader);
  return { answers, loader };
}

const i18n = initI18n();
const inRoot = (node: ReactNode) => render(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>);

afterEach(() => remoteModules.setLoader(null));

test('the puzzle runs at once and its pass goes to the page', async () => {
  const { answers, loader } = puzzleDouble();
  const onPass = jest.fn();
  inRoot(<PuzzleRequired onPass={onPass} />);
  await act(async () => undefined);
  expect(loader).toHaveBeenCalledWith('mf_public', 'SourcePuzzle');
  await act(async () => answers[0]('pass-1'));
  expect(onPass).toHaveBeenCalledWith('pass-1');
});

test('closed unsolved, the puzzle stays one click away', async () => {
  const { answers } = puzzleDouble();
  const onPass = jest.fn();
  inRoot(<PuzzleRequired onPass={onPass} />);
  await act(async () => undefined);
  // While the puzzle is open the button waits, still: no spinner drawn frame after frame beneath it.
  const button = screen.getByTestId('source-detail-verify') as HTMLButtonElement;
  expect(button.disabled).toBe(true);
  expect(button.querySelector('.ant-btn-loading-icon')).toBeNull();
  await act(async () => answers[0](null));
  expect(onPass).not.toHaveBeenCalled();
  expect(button.disabled).toBe(false);
  fireEvent.click(screen.getByTestId('source-detail-verify'));
  await act(async () => undefined);
  await act(async () => answers[1]('pass-2'));
  expect(onPass).toHaveBeenCalledWith('pass-2');
});

test('a puzzle that cannot load shows the retry panel', async () => {
  remoteModules.setLoader(() => Promise.reject(new Error('mf_public/SourcePuzzle: load failed')));
  inRoot(<PuzzleRequired onPass={jest.fn()} />);
  await act(async () => undefined);
  expect(screen.queryByTestId('source-detail-verify')).toBeNull();
  expect(screen.getByTestId('remote-retry')).toBeTruthy();
});
