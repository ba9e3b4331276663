import type { ReactNode } from 'react';
import { shareHref, shareNetworks, type ShareNetwork } from '@/lib/foodprint/share';
import styles from './Result.module.css';

type Props = {
  heading: string;
  url: string;
  text: string;
  subject: string;
  /** Visible name and accessible label of each network's link. */
  networks: Record<ShareNetwork, { name: string; label: string }>;
  actions: ReactNode;
};

/** Share the result: network links that work without a script, then the script-only buttons. */
export function ShareLinks({ heading, url, text, subject, networks, actions }: Props) {
  return (
    <section className={styles.share} aria-labelledby="share-heading">
      <h2 id="share-heading">{heading}</h2>
      {actions}
      <ul className={styles.shareLinks}>
        {shareNetworks.map((network) => (
          <li key={network}>
            <a
              href={shareHref(network, { url, text, subject })}
              aria-label={networks[network].label}
              data-network={network}
              {...(network === 'email' ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
            >
              {networks[network].name}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
