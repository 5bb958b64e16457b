import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { solveSourcePuzzle } from '@portal/shared/core';
import { FailurePanel } from '@portal/shared/react';

type Step = 'asking' | 'closed' | 'unavailable';

/**
 * The server refused the detail for want of a fresh puzzle pass (a reload, a link opened in a new
 * tab, a pass that ran out): the puzzle runs again at once, and stays one click away if closed.
 */
export function PuzzleRequired({ onPass }: { onPass: (pass: string) => void }) {
  const { t } = useTranslation('mf-sourcing');
  const [step, setStep] = useState<Step>('asking');
  // Asked once on arrival, not again on every new onPass the parent happens to pass down.
  const passed = useRef(onPass);
  passed.current = onPass;
  const ask = useCallback(() => {
    setStep('asking');
    solveSourcePuzzle().then(
      (pass) => (pass ? passed.current(pass) : setStep('closed')),
      () => setStep('unavailable'),
    );
  }, []);
  useEffect(ask, [ask]);
  // mf-public, which owns the puzzle, did not load: the cause is in the error log.
  if (step === 'unavailable') return <FailurePanel onRetry={ask} />;
  return (
    <div data-testid="source-detail-puzzle">
      <Result
        icon={<SafetyCertificateOutlined />}
        title={t('detail.puzzleTitle')}
        subTitle={t('detail.puzzleHint')}
        extra={
          // Disabled, not spinning, while the puzzle is open above it: a spinner nobody looks at
          // under the dialog keeps the browser drawing frames for as long as the puzzle is there.
          <Button type="primary" disabled={step === 'asking'} onClick={ask} data-testid="source-detail-verify">
            {t('detail.puzzleStart')}
          </Button>
        }
      />
    </div>
  );
}
