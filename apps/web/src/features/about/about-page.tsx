import { repositoryOf } from '@dtu/contract';
import type { MessageKey } from '../../i18n/translate.ts';
import { useI18n } from '../../i18n/use-i18n.ts';
import { useDetection } from '../../net/generation.ts';
import { Accordion } from '../../ui/accordion.tsx';
import { PageFrame } from '../../ui/page-frame.tsx';

const SECTIONS: readonly { id: string; title: MessageKey; paragraphs: readonly MessageKey[] }[] = [
  { id: 'documentation', title: 'about.documentation', paragraphs: ['about.documentationHtml'] },
  {
    id: 'origin',
    title: 'about.origin',
    paragraphs: ['about.origin1Html', 'about.origin2Html', 'about.origin3Html', 'about.origin4Html'],
  },
  { id: 'news', title: 'about.news', paragraphs: ['about.newsHtml'] },
  { id: 'errors', title: 'about.errors', paragraphs: ['about.errorsHtml'] },
  { id: 'discussion', title: 'about.discussion', paragraphs: ['about.discussionHtml'] },
];

/**
 * The only screen that renders HTML, and only from our own translation files (links); releases,
 * issues and discussions link to the repository of the device's firmware (its row of the
 * generation table).
 */
export function AboutPage() {
  const { t } = useI18n();
  const detection = useDetection();
  const repository = `https://github.com/${
    detection?.opendtu
      ? repositoryOf(detection.generation, detection.lineage)
      : repositoryOf('unknown', undefined)
  }`;
  return (
    <PageFrame title={t('about.title')}>
      <Accordion
        initiallyOpen="origin"
        items={SECTIONS.map((section) => ({
          id: section.id,
          title: t(section.title),
          content: section.paragraphs.map((key) => (
            // biome-ignore lint/security/noDangerouslySetInnerHtml: trusted markup from our own message files
            <p key={key} dangerouslySetInnerHTML={{ __html: t(key, { repository }) }} />
          )),
        }))}
      />
    </PageFrame>
  );
}
