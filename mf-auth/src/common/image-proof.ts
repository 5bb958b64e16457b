// What a code send carries to prove a person asked for it (issue 12): the image code's randomStr and
// what the person read. The server uses the picture up, right or wrong, so each send needs a new one.
import { useCallback, useEffect, useState } from 'react';

export interface ImageProof {
  randomStr: string;
  imageCode: string;
}

export const newRandomStr = (): string => `${Date.now()}${Math.floor(Math.random() * 1e6)}`;
export const imageCodeUrl = (randomStr: string): string => `/code?randomStr=${encodeURIComponent(randomStr)}`;

/** The randomStr of the picture on screen, and a way to draw a new one once it has been used. */
export function useImageCode(): { randomStr: string; renew: () => void } {
  // Chosen once the form is on screen, not while React draws it: React may draw a form and throw
  // that drawing away (a transition started again, a part of it still loading), and every picture
  // drawn on the way would have cost the server a code nobody sees. '' until then (no picture yet).
  const [randomStr, setRandomStr] = useState('');
  useEffect(() => setRandomStr(newRandomStr()), []);
  const renew = useCallback(() => setRandomStr(newRandomStr()), []);
  return { randomStr, renew };
}
