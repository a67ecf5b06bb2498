import { CirclePlay } from 'lucide-react';
import { useState } from 'react';
import { useToast } from '../../toast/public.ts';
import { ON_DEMAND_FAILED, onDemand, useOnDemand } from '../../../lib/on-demand.ts';

const demoDialog = onDemand(() => import('./watch-demo-dialog.tsx'));

/**
 * Watch Demo: the overview video in a dialog. The dialog's code and the
 * player load on the click that opens it (nothing before), and closing the
 * dialog removes the player, so the video stops.
 */
export function WatchDemoButton() {
  const [open, setOpen] = useState(false);
  const toast = useToast();
  const dialog = useOnDemand(demoDialog, open, () => {
    setOpen(false);
    toast.error(ON_DEMAND_FAILED);
  });
  const DemoDialog = dialog?.default;
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        onPointerEnter={() => void demoDialog.load().catch(() => undefined)}
        aria-haspopup="dialog"
        className="inline-flex min-h-12 items-center justify-center gap-2 rounded-lg border border-white/70 px-6 py-3 text-base font-semibold text-white transition-colors hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
      >
        <CirclePlay aria-hidden="true" className="size-5" />
        Watch Demo
      </button>
      {DemoDialog ? <DemoDialog open={open} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
