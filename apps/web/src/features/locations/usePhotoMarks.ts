import { useCallback, useState } from 'react';

/** Photo ids marked for removal on 'Zapisz' (the spec's soft `_destroy` of a photo). */
export function usePhotoMarks() {
  const [marked, setMarked] = useState<ReadonlySet<number>>(new Set());
  const toggle = useCallback(
    (id: number) =>
      setMarked((previous) => {
        const next = new Set(previous);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    [],
  );
  return { marked, toggle };
}
