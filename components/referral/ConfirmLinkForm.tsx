import styles from '@/components/referral/Referral.module.css';
import { Button } from '@/components/ui/Button';

type Props = {
  action: (data: FormData) => Promise<void>;
  title: string;
  intro: string;
  submit: string;
  /** The mailed link's token field, posted back so opening the link (as mail scanners do) changes nothing. */
  field: { name: string; value: string };
  locale: string;
};

/** The page a mailed join or sign-in link opens: one button that confirms it with a POST. */
export function ConfirmLinkForm({ action, title, intro, submit, field, locale }: Props) {
  return (
    <form action={action} className={styles.section}>
      <h2>{title}</h2>
      <p>{intro}</p>
      <input type="hidden" name={field.name} value={field.value} />
      <input type="hidden" name="locale" value={locale} />
      <Button type="submit">{submit}</Button>
    </form>
  );
}
