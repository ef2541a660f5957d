import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';

/**
 * Spec §9: the top bar takes 3000 ms (its transition in global.css), is 2px high, and holds above 95 % until the
 * route resolves.
 */
const finishMs = 600;

export function ProgressBar() {
  const busy = useNavigation().state !== 'idle';
  const [wasBusy, setWasBusy] = useState(busy);
  const [finishing, setFinishing] = useState(false);
  if (wasBusy !== busy) {
    setWasBusy(busy);
    setFinishing(!busy);
  }
  useEffect(() => {
    if (!finishing) return;
    const timer = setTimeout(() => setFinishing(false), finishMs);
    return () => clearTimeout(timer);
  }, [finishing]);

  const phase = busy ? 'running' : finishing ? 'finishing' : 'hidden';
  return <div className={`progress-bar progress-bar-${phase}`} aria-hidden="true" data-state={phase} />;
}
