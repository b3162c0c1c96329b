import { useQuery } from '@tanstack/react-query';
import { ConsoleMain } from '../../../components/console/console-main';
import { BackLink, DetailPage, detailTexts, useRouteId } from '../../../components/console/detail-page';
import { useTranslation } from '../../../i18n/react';
import { errorMessage } from '../../../lib/query-client';
import { importQuery, isRunning, useApply, useCheck } from '../api/import-queries';
import { DryRun } from '../components/dry-run';
import { ImportProgress } from '../components/import-progress';
import { MappingForm } from '../components/mapping-form';
import '../import.css';

/** One import: the column mapping, the dry run and its findings, the apply and its progress. */
export function ImportJobPage() {
  const { t } = useTranslation('console-import');
  const { id, valid } = useRouteId();
  const job = useQuery({ ...importQuery(id), enabled: valid });
  const check = useCheck();
  const apply = useApply();
  const back = <BackLink to="/admin/import">{t('title')}</BackLink>;
  const texts = detailTexts(t, 'job', 'title');

  return (
    <DetailPage detail={job} valid={valid} back={back} texts={texts}>
      {(view) => {
        const running = isRunning(view);
        const changes = view.report ? view.report.create + view.report.update : 0;
        const canApply = view.state === 'checked' && view.report?.errorCount === 0 && changes > 0;
        return (
          <ConsoleMain
            title={t('job.title', { file: view.fileName })}
            heading={<h1>{view.fileName}</h1>}
            back={back}
            lead={t(`state.${view.state}`)}
          >
            <div className="ci-stack">
              <MappingForm
                key={view.id}
                view={view}
                locked={running || view.state === 'applied'}
                pending={check.isPending}
                problem={check.isError ? errorMessage(check.error) : ''}
                onCheck={(mapping, blankClears) => check.mutate({ id, variables: { mapping, blankClears } })}
              />
              {view.state === 'checking' && (
                <ImportProgress label={t('progress.checking')} done={view.done} total={view.total} />
              )}
              {view.report && view.state !== 'checking' && <DryRun id={view.id} report={view.report} />}
              <section className="console-card" aria-live="polite">
                <h2>{t('apply.title')}</h2>
                {view.state === 'applying' && (
                  <ImportProgress label={t('progress.applying')} done={view.done} total={view.total} />
                )}
                {view.state === 'applied' && <p className="ci-done">{t('apply.done')}</p>}
                {view.state === 'failed' && (
                  <p className="console-alert">
                    {t(`failure.${view.failure ?? 'failed'}`, { defaultValue: t('failure.failed') })}
                  </p>
                )}
                {view.state !== 'applied' && view.state !== 'applying' && (
                  <>
                    <p className="console-muted">
                      {view.state !== 'checked'
                        ? t('apply.checkFirst')
                        : view.report && view.report.errorCount > 0
                          ? t('apply.fixFirst')
                          : changes === 0
                            ? t('apply.nothing')
                            : t('apply.lead', { count: changes })}
                    </p>
                    <button
                      type="button"
                      className="console-button console-button--primary"
                      disabled={!canApply || apply.isPending}
                      onClick={() => apply.mutate({ id, variables: undefined })}
                    >
                      {t('apply.button', { count: changes })}
                    </button>
                  </>
                )}
                {apply.isError && <p className="console-alert">{errorMessage(apply.error)}</p>}
              </section>
            </div>
          </ConsoleMain>
        );
      }}
    </DetailPage>
  );
}
