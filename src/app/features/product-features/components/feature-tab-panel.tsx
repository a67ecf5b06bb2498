import { PlayCircle, X } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { CheckList } from '../../../components/sections/check-list.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DemoVideo } from '../../leads/public.ts';
import { featureTabIcons, type FeatureTab } from '../content/features.ts';
import { PieChart } from './pie-chart.tsx';

/**
 * One product tab: its story, six benefits, a chart and (except ERP) a demo
 * that opens below on request. The open state lives in the page, so
 * switching tab closes the video.
 */
export function FeatureTabPanel({
  tab,
  videoOpen,
  onVideoOpenChange,
}: {
  tab: FeatureTab;
  videoOpen: boolean;
  onVideoOpenChange: (open: boolean) => void;
}) {
  const Icon = featureTabIcons[tab.id];
  const videoRegionId = useId();
  const videoRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // Bring the player on screen (on phones it opens below the chart).
    if (videoOpen) videoRef.current?.scrollIntoView({ block: 'nearest' });
  }, [videoOpen]);

  return (
    <div className="grid gap-8">
      <div className="grid gap-10 lg:grid-cols-[3fr_2fr] lg:items-start">
        <div>
          <div className="flex items-center gap-3">
            <span className="hidden size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 sm:inline-flex">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <h3 className="text-2xl">{tab.title}</h3>
          </div>
          <p className="mt-4 text-lg text-muted">{tab.description}</p>
          <h4 className="mt-8 text-base font-semibold">Key benefits</h4>
          <CheckList className="mt-4" columns={2} items={tab.benefits} />
          {tab.video ? (
            <div className="mt-8">
              <Button
                size="lg"
                variant={videoOpen ? 'outline' : 'primary'}
                aria-expanded={videoOpen}
                aria-controls={videoRegionId}
                onClick={() => onVideoOpenChange(!videoOpen)}
              >
                {videoOpen ? (
                  <X aria-hidden="true" className="size-5" />
                ) : (
                  <PlayCircle aria-hidden="true" className="size-5" />
                )}
                {videoOpen ? 'Close Demo' : 'Watch Demo'}
              </Button>
            </div>
          ) : null}
        </div>
        <div className="rounded-(--radius-card) border border-line bg-white p-6 shadow-(--shadow-card)">
          <PieChart title={tab.chart.title} data={tab.chart.data} />
        </div>
      </div>
      {tab.video ? (
        <div
          id={videoRegionId}
          ref={videoRef}
          role="region"
          aria-label={`${tab.label} demo video`}
          hidden={!videoOpen}
        >
          {videoOpen ? (
            <DemoVideo video={tab.video} autoStart className="mx-auto max-w-4xl" />
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
