import { DemoVideo } from '../../leads/public.ts';
import { Dialog } from '../../../components/ui/dialog.tsx';

/** The Watch Demo dialog: its own chunk, fetched on the first click. */
export default function WatchDemoDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="See our work in action"
      description="A short tour of Dynamics 365 and the Power Platform as we deliver them."
      className="max-w-3xl!"
      data-source="homepage_demo"
    >
      <DemoVideo video="overview" autoStart />
    </Dialog>
  );
}
