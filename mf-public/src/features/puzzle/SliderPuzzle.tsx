import { ArrowRightOutlined, CheckOutlined, CloseOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Modal, Spin } from 'antd';
import { useCallback, useEffect, useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { checkPuzzle, fetchPuzzle, type Puzzle, type TracePoint } from './puzzle.api';
import './slider-puzzle.css';

interface Props {
  open: boolean;
  onPassed: (seconds: number, pass?: string) => void;
  onCancel: () => void;
}

type Verdict = { kind: 'passed'; text: string } | { kind: 'failed'; text: string } | null;

const HANDLE = 40;

/**
 * Drag the piece into its hole. The drag's trace (time, x, y) goes to the server, which judges
 * both the position and whether a person made the move; the client never knows the answer.
 */
export function SliderPuzzle({ open, onPassed, onCancel }: Props) {
  const { t } = useTranslation('mf-public');
  const { t: tc } = useTranslation('common');
  const [puzzle, setPuzzle] = useState<Puzzle | null>(null);
  const [x, setX] = useState(0);
  const [busy, setBusy] = useState(false);
  const [verdict, setVerdict] = useState<Verdict>(null);
  const drag = useRef<{ startX: number; startY: number; startT: number; trace: TracePoint[] } | null>(null);

  const reload = useCallback(() => {
    setPuzzle(null);
    setX(0);
    fetchPuzzle().then(setPuzzle, () => undefined);
  }, []);

  useEffect(() => {
    if (open) {
      setVerdict(null);
      reload();
    }
  }, [open, reload]);

  const max = puzzle ? puzzle.width - puzzle.pieceWidth : 0;

  const onDown = (e: PointerEvent<HTMLDivElement>) => {
    if (!puzzle || busy) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = { startX: e.clientX, startY: e.clientY, startT: performance.now(), trace: [{ t: 0, x: 0, y: 0 }] };
    setVerdict(null);
  };
  const onMove = (e: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d) return;
    const next = Math.max(0, Math.min(max, e.clientX - d.startX));
    d.trace.push({ t: Math.round(performance.now() - d.startT), x: next, y: e.clientY - d.startY });
    setX(next);
  };
  const onUp = () => {
    const d = drag.current;
    drag.current = null;
    if (!d || !puzzle) return;
    const finalX = d.trace[d.trace.length - 1].x;
    setBusy(true);
    checkPuzzle(puzzle.puzzleId, finalX, d.trace)
      .then(({ seconds, pass }) => {
        setVerdict({ kind: 'passed', text: tc('success.slider', { seconds }) });
        setTimeout(() => onPassed(seconds, pass), 600);
      })
      .catch((err: Error) => {
        setVerdict({ kind: 'failed', text: err.message || tc('validation.sliderFailed') });
        setTimeout(reload, 900);
      })
      .finally(() => setBusy(false));
  };

  return (
    <Modal open={open} title={t('puzzle.title')} footer={null} onCancel={onCancel} width={360} destroyOnHidden maskClosable={false}>
      <div className="slider-puzzle" data-testid="slider-puzzle">
        <div className="slider-puzzle-picture" style={{ width: puzzle?.width ?? 310, height: puzzle?.height ?? 155 }}>
          {puzzle ? (
            <>
              <img src={puzzle.background} alt="" data-testid="puzzle-background" draggable={false} />
              <img className="slider-puzzle-piece" src={puzzle.piece} alt="" style={{ left: x }} draggable={false} data-testid="puzzle-piece" />
            </>
          ) : (
            <Spin className="slider-puzzle-spin" />
          )}
          <Button className="slider-puzzle-refresh" size="small" type="text" icon={<ReloadOutlined />} onClick={reload} aria-label={t('puzzle.refresh')} />
        </div>
        <div className="slider-puzzle-track" style={{ width: puzzle?.width ?? 310 }}>
          <div className="slider-puzzle-fill" style={{ width: x + HANDLE / 2 }} />
          <span className="slider-puzzle-hint">{t('puzzle.hint')}</span>
          <div
            className={`slider-puzzle-handle ${verdict?.kind ?? ''}`}
            data-testid="puzzle-handle"
            style={{ left: x }}
            onPointerDown={onDown}
            onPointerMove={onMove}
            onPointerUp={onUp}
            onPointerCancel={onUp}
          >
            {verdict?.kind === 'passed' ? <CheckOutlined /> : verdict?.kind === 'failed' ? <CloseOutlined /> : <ArrowRightOutlined />}
          </div>
        </div>
        <div className={`slider-puzzle-verdict ${verdict?.kind ?? ''}`} data-testid="puzzle-result" data-kind={verdict?.kind ?? ''}>
          {verdict?.text ?? '\u00a0'}
        </div>
      </div>
    </Modal>
  );
}
