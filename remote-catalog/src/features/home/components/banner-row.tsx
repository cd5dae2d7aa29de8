import type { Banner } from '@botica/shared-contracts/catalog/entities';
import { useQuery } from '@botica/platform/data/query';
import { BannerLink } from './banner-link';
import { BlockPending } from '../../../ui/lazy-block';

interface Props {
  queryKey: string;
  load: () => Promise<Banner[]>;
  width: number;
  height: number;
  rowClass: string | undefined;
  itemClass: string | undefined;
  label: string;
  testId: string;
}

/** A row of banners (middle banners, promo banner row). */
export function BannerRow({ queryKey, load, width, height, rowClass, itemClass, label, testId }: Props) {
  const { data, loading } = useQuery(queryKey, load);
  if (loading && !data) return <BlockPending />;
  if (!data?.length) return null;
  return (
    <section className={rowClass} aria-label={label} data-testid={testId}>
      {data.map((b) => (
        <BannerLink key={b.codigo} banner={b} width={width} height={height} className={itemClass} />
      ))}
    </section>
  );
}

