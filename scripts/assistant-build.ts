// Builds the assistant's artifacts before `next build`: per language the FAQ articles from content, their search
// index and the intent model trained over the questions and paraphrases (lib/assistant/training).
import { fetchFaqEntries } from '@/lib/assistant/articles';
import { writeArtifact } from '@/lib/assistant/artifact';
import { buildArtifact } from '@/lib/assistant/model';
import { createContentClient } from '@/lib/content/sdk';
import { locales } from '@/lib/i18n/locales';

const { client } = createContentClient();
for (const locale of locales) {
  const started = performance.now();
  const entries = await fetchFaqEntries(client, locale);
  const file = await writeArtifact(await buildArtifact(locale, entries));
  const ms = Math.round(performance.now() - started);
  console.log(`[assistant] ${locale}: ${entries.length} articles indexed and trained in ${ms} ms → ${file}`);
}
