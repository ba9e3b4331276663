import type { MigrationPlan } from './plan';

interface SummaryContext {
  source: number;
  repository: string | null;
  dryRun: boolean;
}

/** What `content:migrate` creates (or, in a dry run, would create), per type and language. */
export function migrationSummary(plan: MigrationPlan, { source, repository, dryRun }: SummaryContext): string {
  const langs = [...new Set(plan.documents.map((doc) => doc.lang))];
  const types = [...new Set(plan.documents.map((doc) => doc.type))].sort();
  const count = (type: string, lang: string) =>
    plan.documents.filter((doc) => doc.type === type && doc.lang === lang).length;
  const perLang = langs.map((lang) => `${lang} ${plan.documents.filter((doc) => doc.lang === lang).length}`);
  const verb = dryRun ? 'would create' : 'creates';
  return [
    `content:migrate${dryRun ? ' --dry-run' : ''}: content/ → ${repository ?? 'no hosted repository (nothing read, nothing written)'}`,
    `Documents: ${source} embedded, ${plan.existing.length} already in the repository (left as they are), ${verb} ${plan.documents.length}${perLang.length ? ` (${perLang.join(', ')})` : ''}`,
    ...(types.length
      ? [
          ['type'.padEnd(22), ...langs.map((lang) => lang.padStart(7))].join(''),
          ...types.map((type) =>
            [type.padEnd(22), ...langs.map((lang) => String(count(type, lang)).padStart(7))].join(''),
          ),
        ]
      : []),
    `Translations: ${plan.translationLinks} linked to their master-language document`,
    `Content relationships: ${plan.documentLinks}`,
    `Assets: ${plan.assetPaths.length} files for ${plan.images} image uses`,
    `Unresolved: ${plan.unresolved.length}`,
    ...plan.unresolved.map((problem) => `  ${problem}`),
  ].join('\n');
}
