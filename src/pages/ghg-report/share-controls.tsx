// A member's share-link controls of a workspace's GHG report (the result page loads this chunk only for a member
// reading one): the link when it is on, create / renew / turn off, with the report-share machine.
import { useState } from 'react';
import { useSelector } from '@xstate/react';
import { selectReportShareView } from '../../../machines/ghg/report-share.machine';
import { noticeText } from '../../../domain/failures';
import { useInspectedMachine } from '../../app/inspection';
import { ghgReportSharedPath } from '../../app/paths';
import { createReportShareLogic } from '../../app/wiring/ghg';
import { useI18nContext } from '../../i18n/i18n-react';
import { FormError } from '../../components/form/form-error';

/** A member's share-link controls: the link when it is on, create / renew / turn off (report-share machine). */
export default function ShareControls(input: {
  reportId: string;
  spaceId: string;
  shareToken: string | null;
}) {
  const { LL, locale } = useI18nContext();
  const t = LL.ghgResult;
  const [logic] = useState(() => createReportShareLogic());
  const share = useInspectedMachine(logic, { input });
  const view = useSelector(share, selectReportShareView);
  const url =
    view.kind === 'on' ? new URL(ghgReportSharedPath(view.token), window.location.origin).href : null;
  return (
    <section className="ghg-card" aria-labelledby="share-title" aria-busy={view.busy || undefined}>
      <h2 id="share-title">{t.shareHeading()}</h2>
      {url ? (
        <>
          <p>{t.shareOn()}</p>
          <label htmlFor="share-url">{t.shareUrl()}</label>
          <input
            id="share-url"
            className="input"
            type="url"
            readOnly
            value={url}
            onFocus={(e) => e.currentTarget.select()}
          />
        </>
      ) : (
        <p>{t.shareOff()}</p>
      )}
      {view.error && <FormError>{noticeText(view.error, locale)}</FormError>}
      <div className="actions">
        <button
          type="button"
          className="button button-primary"
          disabled={view.busy}
          onClick={() => share.send({ type: 'user.share' })}
        >
          {view.busy ? t.shareBusy() : url ? t.shareRenew() : t.shareCreate()}
        </button>
        {url && (
          <button
            type="button"
            className="button button-secondary"
            disabled={view.busy}
            onClick={() => share.send({ type: 'user.unshare' })}
          >
            {t.shareRevoke()}
          </button>
        )}
      </div>
    </section>
  );
}
