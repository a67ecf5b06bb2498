import type { LucideIcon } from 'lucide-react';
import type { DemoVideoKey } from '../../../../shared/site-settings.ts';
import type { ProcessStep } from '../../../lib/content-types.ts';

/**
 * The typed content of a service landing page. One module per page
 * (src/app/content/landing/<page>.ts) feeds the shared template, the page's
 * metadata and JSON-LD, and the tests.
 */

/** What a call-to-action button does. */
export type LandingAction =
  /** Opens the Schedule a Meeting dialog with this source. */
  | { kind: 'meeting'; label: string; source: string }
  /** Navigates inside the app (another page). */
  | { kind: 'link'; label: string; to: string }
  /** Jumps to a section of the same page (`#id`). */
  | { kind: 'anchor'; label: string; href: `#${string}` }
  /** Opens the page's demo video in a dialog. */
  | { kind: 'demo'; label: string };

export interface LandingCard {
  icon: LucideIcon;
  title: string;
  description: string;
  /** Optional short list under the description. */
  points?: string[];
  /** A category label shown above the title (Azure service cards). */
  label?: string;
  /** A link to a page with more detail. */
  link?: { to: string; label: string };
}

export interface LandingBenefit {
  /** The headline figure, e.g. '40%' or '300+'; omitted for benefits without one. */
  value?: string;
  title: string;
  description: string;
}

export interface LandingSectionIntro {
  eyebrow: string;
  title: string;
  description: string;
}

export interface LandingPageContent {
  /** Primary path; aliases serve the same page and point their canonical here. */
  path: string;
  /** Short name (breadcrumb, Service name, the h1). */
  name: string;
  meta: {
    title: string;
    description: string;
    keywords: string[];
    serviceType: string;
  };
  hero: {
    eyebrow: string;
    description: string;
    /** Short facts shown beside the text on wide screens and under it on phones. */
    highlights: string[];
    primary: LandingAction;
    secondary: LandingAction;
  };
  /** A recorded demo (the Watch Demo button's video). */
  demo?: { video: DemoVideoKey; title: string; description: string; source: string };
  capabilities: LandingSectionIntro & { id: string; cards: LandingCard[] };
  process: LandingSectionIntro & { id: string; steps: ProcessStep[] };
  benefits: LandingSectionIntro & { id: string; items: LandingBenefit[] };
  cta: {
    title: string;
    description: string;
    /** A short line under the buttons (e.g. trial terms). */
    note?: string;
    primary: LandingAction;
    secondary: LandingAction;
  };
}
