import type { DeploymentModel, GuideChapter } from '../content/cloud-services.ts';
import type { LandingSectionIntro } from '../content/types.ts';
import { CheckList } from '../../../components/sections/check-list.tsx';
import { Reveal } from '../../../components/sections/reveal.tsx';
import type { SectionTone } from '../../../components/sections/section.tsx';
import { LandingSection } from './landing-section.tsx';

/** The four deployment models, each with its four features. */
export function DeploymentModelsSection({
  section,
  tone,
}: {
  section: LandingSectionIntro & { id: string; models: DeploymentModel[] };
  tone: SectionTone;
}) {
  return (
    <LandingSection intro={section} tone={tone}>
      <Reveal>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {section.models.map((model) => {
            const Icon = model.icon;
            return (
              <li
                key={model.title}
                className="flex flex-col rounded-(--radius-card) border border-line bg-white p-6 shadow-(--shadow-card)"
              >
                <span className="mb-4 inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <h3 className="text-lg">{model.title}</h3>
                <p className="mt-2 text-muted">{model.description}</p>
                <CheckList items={model.features} className="mt-4 text-sm" />
              </li>
            );
          })}
        </ul>
      </Reveal>
    </LandingSection>
  );
}

/** The migration guide's outline (the target of View Migration Guide). */
export function MigrationGuideSection({
  section,
  tone,
}: {
  section: LandingSectionIntro & { id: string; chapters: GuideChapter[] };
  tone: SectionTone;
}) {
  return (
    <LandingSection intro={section} tone={tone}>
      <ol className="grid gap-6 md:grid-cols-2">
        {section.chapters.map((chapter, index) => (
          <li
            key={chapter.title}
            className="rounded-(--radius-card) border border-line bg-white p-6 shadow-(--shadow-card)"
          >
            <h3 className="text-lg">
              <span className="text-brand-700">{index + 1}.</span> {chapter.title}
            </h3>
            <CheckList items={chapter.items} className="mt-4" />
          </li>
        ))}
      </ol>
    </LandingSection>
  );
}
