import { Link } from '@botica/platform/router';
import { Section, StaticPage } from '../../static-pages/components/static-page';
import { type PromotionPage, PROMOTION_PAGES } from '../data/promotion-pages';

function PromotionTerms({ page }: { page: PromotionPage }) {
  return (
    <StaticPage title={page.title} lead={page.lead} testId={page.testId}>
      {page.image && <img className="ct-promo-image" src={`/api/imagenes/${page.image}`} alt={page.title} />}
      {page.sections.map((s) => (
        <Section key={s.title} title={s.title}>
          {s.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </Section>
      ))}
      {page.cta && (
        <p className="ct-cta">
          <Link className="ct-button" to={page.cta.to}>
            {page.cta.label}
          </Link>
        </p>
      )}
    </StaticPage>
  );
}

export const PromoAmistadPage = () => <PromotionTerms page={PROMOTION_PAGES.amistad} />;
export const FueraNatiUPage = () => <PromotionTerms page={PROMOTION_PAGES.fueraNatiU} />;
export const TriviaTermsPage = () => <PromotionTerms page={PROMOTION_PAGES.triviaTerms} />;
export const PromoAniversarioPage = () => <PromotionTerms page={PROMOTION_PAGES.aniversario} />;
