import { Button } from '@/components/ui/Button';

type Props = {
  action: (data: FormData) => Promise<void>;
  /** The link's token, posted back: the server finds the order from it. */
  token: string;
  locale: string;
  texts: { intro: string; stop: string };
};

/** Under an order reached by a link: one button that makes every link to that order stop working. */
export function StopLinksForm({ action, token, locale, texts }: Props) {
  return (
    <form action={action}>
      <p>{texts.intro}</p>
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="locale" value={locale} />
      <Button type="submit" variant="secondary">
        {texts.stop}
      </Button>
    </form>
  );
}
