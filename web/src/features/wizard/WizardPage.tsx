import { formTypeOfSlug } from '@domain/catalogue/form-slug.ts';
import { CATALOGUE } from '@domain/catalogue/index.ts';
import { askedForm } from '@domain/catalogue/printed-by.ts';
import type { FormDef } from '@domain/catalogue/types.ts';
import type { Application } from '@domain/contract/applications.ts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { toast } from 'react-hot-toast';
import { Redirect, useLocation, useParams, useSearch } from 'wouter';
import { LoadingState } from '../../components/ui/LoadingState.tsx';
import { LinkButton, RouterLink } from '../../components/ui/RouterLink.tsx';
import { paths } from '../../config/paths.ts';
import { messageOf } from '../../lib/api-client.ts';
import { listApplications } from '../../lib/applications-api.ts';
import { fetchFilingDate } from '../../lib/client-config.ts';
import { addForm, setForms } from '../../stores/forms.ts';
import { stepIndexOf } from './answer-feedback.ts';
import { fetchForm } from './api.ts';
import { Wizard } from './Wizard.tsx';
import { said } from '../../i18n/said.ts';
import { useT } from '../../i18n/use-t.ts';
import { localizedForm } from '@domain/catalogue/localized.ts';
import { useSnapshot } from 'valtio';
import { languageState } from '../../stores/language.ts';

type LoadState =
  | { phase: 'loading' }
  | { phase: 'ready'; application: Application | null; filingDate: string; asked: FormDef }
  | { phase: 'failed' };

/** Where the wizard opens: ?step=N (1-based) and ?field=key from the check's links, else where the person left off. */
function openingPlace(form: FormDef, search: string, application: Application | null): { step: number; field: string | null } {
  const query = new URLSearchParams(search);
  const last = form.steps.length - 1;
  const clamp = (n: number) => Math.min(Math.max(Math.trunc(n), 0), last);
  const field = query.get('field') || null;
  const asked = Number(query.get('step'));
  if (query.has('step') && Number.isFinite(asked)) return { step: clamp(asked - 1), field };
  if (field && stepIndexOf(form, field) >= 0) return { step: stepIndexOf(form, field), field };
  // The server's progress follows the person across devices, so it wins over this browser's copy.
  const saved = application ? application.progress : 0;
  return { step: clamp(saved), field };
}

function Centered({ children }: { children: ReactNode }) {
  return <Box sx={{ maxWidth: 720, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 4, sm: 6 } }}>{children}</Box>;
}

function UnknownFormType({ raw, hasNoQuestions }: { raw: string; hasNoQuestions: boolean }) {
  const t = useT();
  return (
    <Centered>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        {t('wizard.unknownTitle')}
      </Typography>
      <Typography sx={{ mb: 3 }}>
        {hasNoQuestions ? t('wizard.noOwnQuestions') : t('wizard.unknownForm', { name: raw })}
      </Typography>
      <LinkButton href={paths.dashboard} variant="contained">
        {t('wizard.backToDashboard')}
      </LinkButton>
    </Centered>
  );
}

/** Loads the application (or finds that a new one is needed) and keeps the wizard mounted once it is created. */
function FormLoader({ form, formId }: { form: FormDef; formId: string }) {
  const [, navigate] = useLocation();
  const search = useSearch();
  const [state, setState] = useState<LoadState>({ phase: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const t = useT();
  const { language } = useSnapshot(languageState);
  const [opening, setOpening] = useState<{ step: number; field: string | null } | null>(null);
  // The id the wizard on screen works on; when the address changes to it (after a creation) nothing reloads.
  const shownId = useRef<string | null>(null);

  useEffect(() => {
    if (shownId.current === formId) return;
    // Back to the address of the form before its first save created it: the same form, not a new one.
    if (formId === 'new' && shownId.current !== null && shownId.current !== 'new') {
      navigate(`${paths.form.href(form.type, shownId.current)}${search ? `?${search}` : ''}`, { replace: true });
      return;
    }
    let cancelled = false;
    setState({ phase: 'loading' });
    setOpening(null);
    // The questions name tax years of the server's filing date: the wizard opens once it is known.
    const filingDate = fetchFilingDate();
    // The questions the couple is asked: a couple whose petition is already filed is not asked what only it prints.
    const asked = listApplications(said('wizard.loadFailed'))
      .then((forms) => askedForm(form, Object.fromEntries(forms.map((application) => [application.formType, application.data]))))
      .catch(() => form);
    const ready = (application: Application | null) => {
      Promise.all([filingDate, asked])
        .then(([date, askedOfCouple]) => {
          if (cancelled) return;
          shownId.current = application?.id ?? 'new';
          setState({ phase: 'ready', application, filingDate: date, asked: askedOfCouple });
        })
        .catch((error: unknown) => {
          if (cancelled) return;
          toast.error(messageOf(error, said('wizard.loadFailed')));
          setState({ phase: 'failed' });
        });
    };
    if (formId === 'new') {
      // The server keeps one application per form type: an existing one is opened instead of a second.
      listApplications(said('wizard.loadFailed'))
        .then((forms) => {
          if (cancelled) return;
          setForms(forms);
          const existing = forms.find((application) => application.formType === form.type);
          if (!existing) return ready(null);
          ready(existing);
          navigate(paths.form.href(form.type, existing.id), { replace: true });
        })
        .catch(() => {
          if (!cancelled) ready(null);
        });
    } else {
      fetchForm(formId)
        .then((application) => {
          if (cancelled) return;
          if (application.formType !== form.type) {
            navigate(paths.form.href(application.formType, application.id), { replace: true });
            return;
          }
          addForm(application);
          ready(application);
        })
        .catch((error: unknown) => {
          if (cancelled) return;
          toast.error(messageOf(error, said('wizard.loadFailed')));
          setState({ phase: 'failed' });
        });
    }
    return () => {
      cancelled = true;
    };
    // The address's query is read once, when a form is opened; a step change alone reloads nothing.
  }, [formId, form.type, navigate, attempt]);

  const onCreated = useCallback((application: Application) => {
    shownId.current = application.id;
    setState((previous) => (previous.phase === 'ready' ? { ...previous, application } : previous));
  }, []);

  if (state.phase === 'ready' && opening === null) setOpening(openingPlace(state.asked, search, state.application));

  if (state.phase === 'failed') {
    return (
      <Centered>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
          {localizedForm(form, language).title}
        </Typography>
        <Alert severity="error" sx={{ mb: 3 }}>
          {t('wizard.notLoaded', { id: formId })}
        </Alert>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
          <Button
            variant="contained"
            onClick={() => {
              shownId.current = null;
              setAttempt((n) => n + 1);
            }}
          >
            {t('screens.tryAgain')}
          </Button>
          <RouterLink href={paths.dashboard}>{t('wizard.backToDashboard')}</RouterLink>
        </Box>
      </Centered>
    );
  }
  if (state.phase === 'loading' || opening === null) {
    return (
      <Centered>
        <LoadingState label={t('wizard.loading')} />
      </Centered>
    );
  }
  return (
    <Wizard
      form={state.asked}
      application={state.application}
      filingDate={state.filingDate}
      initialStep={opening.step}
      initialField={opening.field}
      onCreated={onCreated}
    />
  );
}

/** /forms/{formType}/{formId?}: the type from the address (dashes for underscores, any case); 'new' or none starts a blank form. */
export default function WizardPage() {
  const params = useParams<{ formType?: string; formId?: string }>();
  const raw = params.formType ?? '';
  const type = formTypeOfSlug(raw);
  if (type === 'ONBOARDING') return <Redirect to={paths.onboarding} replace />;
  const form = type ? CATALOGUE[type] : undefined;
  if (!form) return <UnknownFormType raw={raw} hasNoQuestions={type === 'I_130A'} />;
  return <FormLoader key={form.type} form={form} formId={params.formId || 'new'} />;
}
