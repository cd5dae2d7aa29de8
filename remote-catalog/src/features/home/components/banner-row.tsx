import type { QueryKey } from '@botica/shared-contracts/http/query-key';
import type { Banner } from '@botica/shared-contracts/catalog/entities';
import { useQuery } from '@botica/platform/data/query';
import { catalogQueries } from '@botica/shared-contracts/catalog/queries';
import { timerBanner } from '../api';
import { bannerRowNumber, trackBannerClick } from '../state/banner-analytics';
import { BannerLink } from './banner-link';
import { BlockPending } from '../../../ui/lazy-block';

interface Props {
  queryKey: QueryKey<Banner[]>;
  load: () => Promise<Banner[]>;
  width: number;
  height: number;
  rowClass: string | undefined;
  itemClass: string | undefined;
  label: string;
  testId: string;
  /** The row's number among the home's banner rows, before the countdown banner's shift. */
  row: number;
}

/** A row of banners (middle banners, promo banner row); a click is reported with the row's number. */
export function BannerRow({ queryKey, load, width, height, rowClass, itemClass, label, testId, row }: Props) {
  const { data, loading } = useQuery(queryKey, load);
  // the first-screen countdown banner's answer, already read by the page (same key)
  const timer = useQuery(catalogQueries.banners('temporizador'), () => timerBanner('temporizador')).data;
  const number = bannerRowNumber(row, (timer?.length ?? 0) > 0);
  if (loading && !data) return <BlockPending />;
  if (!data?.length) return null;
  return (
    <section className={rowClass} aria-label={label} data-testid={testId}>
      {data.map((b, i) => (
        <BannerLink key={b.codigo} banner={b} width={width} height={height} className={itemClass} onSelect={() => trackBannerClick(b, number, i + 1)} />
      ))}
    </section>
  );
}

