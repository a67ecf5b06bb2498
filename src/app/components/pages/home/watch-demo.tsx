import { CirclePlay } from 'lucide-react';
import { useState } from 'react';
import { Dialog } from '../../ui/dialog.tsx';
import { DemoVideo } from '../../../features/demo/demo-video.tsx';

/**
 * Watch Demo: the overview video in a dialog. The player starts on the
 * click that opened it (nothing loads before), and closing the dialog
 * removes it, so the video stops.
 */
export function WatchDemoButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        className="inline-flex min-h-12 items-center justify-center gap-2 rounded-lg border border-white/70 px-6 py-3 text-base font-semibold text-white transition-colors hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
      >
        <CirclePlay aria-hidden="true" className="size-5" />
        Watch Demo
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="See our work in action"
        description="A short tour of Dynamics 365 and the Power Platform as we deliver them."
        className="max-w-3xl!"
        data-source="homepage_demo"
      >
        <DemoVideo video="overview" autoStart />
      </Dialog>
    </>
  );
}
