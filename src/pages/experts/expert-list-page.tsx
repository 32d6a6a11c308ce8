// /expert/list-expert: the published experts (GET /users/experts), nine per page, filtered by sector, service,
// standard, country, city and language and searched by name. Every filter is in the URL (`?sectorId=&service=&
// standard=&countryId=&cityId=&language=&q=&page=`), so a filtered list can be linked, is rendered by the server
// and works without JavaScript (the form is a plain GET form; with JavaScript it navigates in the app). Each card
// of an illustrative profile carries the "Illustrative example" mark.
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { EXPERT_LANGUAGES, EXPERT_SERVICES, EXPERT_STANDARDS } from '../../../domain/experts/vocabulary';
import type { components } from '../../../openapi/schema';
import type { PageProps } from '../../app/page-props';
import {
  citiesRequest,
  COUNTRIES_REQUEST,
  EMPTY_EXPERT_QUERY,
  EXPERT_SEARCH_MAX,
  expertListPathFor,
  expertListQuery,
  expertListRequest,
  isFiltered,
  SECTORS_REQUEST,
  type ExpertListQuery,
} from '../../app/expert-directory';
import { paths } from '../../app/paths';
import { loadCities, loadCountries, loadExperts, loadSectors } from '../../app/wiring/expert-reads';
import { usePublicResource } from '../../components/use-public-resource';
import { useDocumentTitle } from '../../components/use-document-title';
import { useI18nContext } from '../../i18n/i18n-react';
import '../../components/form/form.css';
import {
  Breadcrumbs,
  ExpertCard,
  ExpertsFailed,
  ExpertsLoading,
  languageLabel,
  sectorName,
  serviceLabel,
  standardLabel,
  useExpertTrail,
  type ExpertListBody,
} from './expert-parts';

type Schemas = components['schemas'];
interface ListBody<T> {
  data: T[];
}

export default function ExpertListPage(_: PageProps) {
  const { LL, locale } = useI18nContext();
  const search = useSearch();
  const query = expertListQuery(search);
  const title = LL.screens.expertList();
  const { trail, breadcrumbs } = useExpertTrail([{ label: title }]);
  useDocumentTitle(title, {
    description: LL.expertsList.lead(),
    breadcrumbs,
  });
  const request = expertListRequest(query);
  return (
    <>
      <section className="expert-hero expert-hero-compact" aria-labelledby="page-title">
        <div className="container">
          <Breadcrumbs trail={trail} />
          <h1 id="page-title">{title}</h1>
          <p className="lead">{LL.expertsList.lead()}</p>
        </div>
      </section>
      <div className="container expert-section">
        {/* Keyed on the URL: a new query (a link, back, the form) resets the fields to it. */}
        <Filters key={`${locale} ${search}`} query={query} />
        <ExpertResults key={`${locale} ${request}`} query={query} request={request} />
      </div>
    </>
  );
}

function ExpertResults({ query, request }: { query: ExpertListQuery; request: string }) {
  const { LL } = useI18nContext();
  const [view, retry] = usePublicResource<ExpertListBody>(request, () => loadExperts(query));
  switch (view.kind) {
    case 'loading':
      return <ExpertsLoading />;
    case 'failed':
    case 'missing':
      return <ExpertsFailed onRetry={retry} />;
    case 'shown': {
      const { data, meta } = view.data;
      if (data.length === 0) {
        return (
          <p className="expert-empty" role="status">
            {LL.expertsList.empty()}{' '}
            {isFiltered(query) ? (
              <Link href={expertListPathFor(EMPTY_EXPERT_QUERY)}>{LL.expertsList.clear()}</Link>
            ) : null}
          </p>
        );
      }
      return (
        <>
          <p className="expert-results" role="status">
            {LL.expertsList.results({ count: meta.total })}
          </p>
          <div className="expert-grid">
            {data.map((expert) => (
              <ExpertCard key={expert.id} expert={expert} headingLevel={2} />
            ))}
          </div>
          <Paging
            page={meta.page}
            pages={meta.pageCount}
            hrefOf={(page) => expertListPathFor({ ...query, page })}
          />
        </>
      );
    }
  }
}

/**
 * The filters as a GET form on the list's own URL: without JavaScript the browser submits it; with it, the app
 * navigates to the same URL. Field state stays here; the country picks which cities the city list offers.
 */
function Filters({ query }: { query: ExpertListQuery }) {
  const { LL, locale } = useI18nContext();
  const t = LL.expertsList;
  const [, navigate] = useLocation();
  const [countryId, setCountryId] = useState<number | null>(query.countryId);
  const [sectors] = usePublicResource<ListBody<Schemas['Sector']>>(SECTORS_REQUEST, loadSectors);
  const [countries] = usePublicResource<ListBody<Schemas['Country']>>(COUNTRIES_REQUEST, loadCountries);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const params = new URLSearchParams();
    for (const [name, value] of form.entries())
      if (typeof value === 'string' && value) params.set(name, value);
    navigate(expertListPathFor({ ...expertListQuery(params.toString()), page: 1 }));
  };
  const sectorOptions =
    sectors.kind === 'shown'
      ? sectors.data.data.map((sector) => [String(sector.id), sectorName(sector, locale)] as const)
      : [];
  const countryOptions =
    countries.kind === 'shown'
      ? countries.data.data.map(
          (country) => [String(country.id), locale === 'en' ? country.name_en : country.name_vi] as const,
        )
      : [];
  return (
    <form
      className="expert-filters"
      method="get"
      action={paths.expertList}
      role="search"
      aria-label={t.filters()}
      onSubmit={submit}
    >
      <div className="field expert-filters-name">
        <label className="field-label" htmlFor="expert-q">
          {t.name()}
        </label>
        <input
          id="expert-q"
          className="field-control"
          type="search"
          name="q"
          autoComplete="off"
          maxLength={EXPERT_SEARCH_MAX}
          placeholder={t.namePlaceholder()}
          defaultValue={query.q}
        />
      </div>
      <Select
        id="expert-sector"
        name="sectorId"
        label={t.sector()}
        value={query.sectorId}
        options={sectorOptions}
      />
      <Select
        id="expert-service"
        name="service"
        label={t.service()}
        value={query.service}
        options={EXPERT_SERVICES.map((code) => [code, serviceLabel(LL, code)] as const)}
      />
      <Select
        id="expert-standard"
        name="standard"
        label={t.standard()}
        value={query.standard}
        options={EXPERT_STANDARDS.map((code) => [code, standardLabel(LL, code)] as const)}
      />
      <Select
        id="expert-language"
        name="language"
        label={t.language()}
        value={query.language}
        options={EXPERT_LANGUAGES.map((code) => [code, languageLabel(LL, code)] as const)}
      />
      <Select
        id="expert-country"
        name="countryId"
        label={t.country()}
        value={countryId}
        options={countryOptions}
        onChange={(value) => setCountryId(value ? Number(value) : null)}
      />
      {countryId !== null ? (
        <CitySelect
          key={countryId}
          countryId={countryId}
          value={countryId === query.countryId ? query.cityId : null}
        />
      ) : null}
      <div className="expert-filters-actions">
        <button type="submit" className="button button-primary">
          {t.apply()}
        </button>
        {isFiltered(query) ? <Link href={expertListPathFor(EMPTY_EXPERT_QUERY)}>{t.clear()}</Link> : null}
      </div>
    </form>
  );
}

function CitySelect({ countryId, value }: { countryId: number; value: number | null }) {
  const { LL } = useI18nContext();
  const [cities] = usePublicResource<ListBody<Schemas['City']>>(citiesRequest(countryId), () =>
    loadCities(countryId),
  );
  // A country without cities in the reference lists (outside Vietnam) has no city filter.
  if (cities.kind === 'shown' && cities.data.data.length === 0) return null;
  const options =
    cities.kind === 'shown'
      ? cities.data.data.map(
          (city) => [String(city.id), city.name.replace(/^(Thành phố|Tỉnh)\s+/u, '')] as const,
        )
      : [];
  return (
    <Select id="expert-city" name="cityId" label={LL.expertsList.city()} value={value} options={options} />
  );
}

function Select({
  id,
  name,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  name: string;
  label: string;
  value: string | number | null;
  options: ReadonlyArray<readonly [string, string]>;
  onChange?: (value: string) => void;
}) {
  const { LL } = useI18nContext();
  const current = value === null ? '' : String(value);
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="field-control"
        name={name}
        autoComplete="off"
        // Uncontrolled, with the URL's value; keyed so that the options arriving later keep it selected.
        key={`${options.length}`}
        defaultValue={current}
        onChange={onChange ? (event) => onChange(event.currentTarget.value) : undefined}
      >
        <option value="">{LL.expertsList.any()}</option>
        {options.map(([code, text]) => (
          <option key={code} value={code}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

function Paging({ page, pages, hrefOf }: { page: number; pages: number; hrefOf: (page: number) => string }) {
  const { LL } = useI18nContext();
  if (pages <= 1) return null;
  return (
    <nav className="expert-paging" aria-label={LL.expertsList.pagination()}>
      {page > 1 ? <Link href={hrefOf(page - 1)}>{LL.expertsList.previousPage()}</Link> : <span />}
      <span>{LL.expertsList.pageOf({ page, pages })}</span>
      {page < pages ? <Link href={hrefOf(page + 1)}>{LL.expertsList.nextPage()}</Link> : <span />}
    </nav>
  );
}
