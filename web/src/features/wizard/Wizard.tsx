import { NO_FACTS, textOf } from '@domain/catalogue/text.ts';
import type { FormDef } from '@domain/catalogue/types.ts';
import type { Application } from '@domain/contract/applications.ts';
import { withTaxYearsRecorded } from '@domain/rules/derived-answers.ts';
import { taxYearFacts } from '@domain/rules/income-tax-years.ts';
import { validateForm } from '@domain/rules/validate.ts';
import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { toast } from 'react-hot-toast';
import { useLocation, useSearch } from 'wouter';
import { paths } from '../../config/paths.ts';
import { track } from '../../lib/analytics.ts';
import { isRepeatedClick, stepInSearch } from '../../lib/step-address.ts';
import { addForm, updateForm } from '../../stores/forms.ts';
import { useSnapshot } from 'valtio';
import { localizedForm } from '@domain/catalogue/localized.ts';
import { languageState } from '../../stores/language.ts';
import { AnswerContext, type AnswerActions } from './answer-context.ts';
import { messagesByPath, stepIndexOf, stepProblems } from './answer-feedback.ts';
import { withAnswer, withRowAdded, withRowAnswer, withRowRemoved } from './answers-edit.ts';
import { fieldDomId, parseRowPath, type FieldPath, type RowPath } from './field-paths.ts';
import type { SaverEvents } from '../../lib/autosave/form-saver.ts';
import { newRow, withDefaults } from './prepared-answers.ts';
import { StepProblems } from './StepProblems.tsx';
import { StepQuestions } from './StepQuestions.tsx';
import { usePersons } from './use-persons.ts';
import { useFormSaver } from '../../lib/autosave/use-form-saver.ts';
import { WizardHeader } from './WizardHeader.tsx';
import { WizardNav } from './WizardNav.tsx';
import { useSaid } from '../../i18n/use-said.ts';
import { useT } from '../../i18n/use-t.ts';
import { said } from '../../i18n/said.ts';

interface WizardProps {
  form: FormDef;
  /** Null for a form that is created by its first save. */
  application: Application | null;
  /** The server's filing date: it names the tax years of the income questions, and dates are checked against it. */
  filingDate: string;
  /** The step to open when the address names none (?step=N names it, counted from 1). */
  initialStep: number;
  /** The answer to put the caret in when the wizard opens (?field=…), if any. */
  initialField: FieldPath | null;
  /** The first save created the application (the wizard puts its id in the address itself). */
  onCreated(application: Application): void;
}

/** Puts the caret in an answer's input and brings it into view; false when it is not on screen. */
function focusAnswer(path: FieldPath): boolean {
  const element = document.getElementById(fieldDomId(path));
  if (!element) return false;
  element.scrollIntoView({ block: 'center' });
  element.focus({ preventScroll: true });
  return true;
}

/** The generic wizard: any form of the catalogue, one step at a time, saved as the person types. */
export function Wizard({ form: englishForm, application, filingDate, initialStep, initialField, onCreated }: WizardProps) {
  const { language } = useSnapshot(languageState);
  // The same questions and rules, in the reader's language (the forms themselves stay in English).
  const form = useMemo(() => localizedForm(englishForm, language), [englishForm, language]);
  const persons = usePersons();
  const [, navigate] = useLocation();
  const search = useSearch();
  const stepCount = form.steps.length;
  const stepInAddress = stepInSearch(search, stepCount);
  // The address is the step's one home: Back and Forward move between steps, a reload keeps it.
  const step = stepInAddress ?? initialStep;
  // Date rules read the server's filing date, as the check does, not the device's calendar.
  const today = filingDate;
  const [touched, setTouched] = useState<ReadonlySet<FieldPath>>(() => new Set());
  const [checkedSteps, setCheckedSteps] = useState<ReadonlySet<number>>(() => new Set(initialField ? [initialStep] : []));
  const [requestedRow, setRequestedRow] = useState<RowPath | null>(() => (initialField ? parseRowPath(initialField) : null));
  const [pendingFocus, setPendingFocus] = useState<FieldPath | 'heading' | 'problems' | null>(initialField);
  const [leaving, setLeaving] = useState(false);
  const leavingRef = useRef(false);
  const addressPending = useRef<string | null>(null);
  const shownStep = useRef(step);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const problemsRef = useRef<HTMLDivElement>(null);

  const events = useMemo<SaverEvents>(
    () => ({
      onSaved(saved, created) {
        if (created) {
          addForm(saved);
          toast.success(said('wizard.created'));
          onCreated(saved);
          // The address gets the new id at the next step change, not while the person types: a
          // change of address scrolls the page to its top (Layout).
          if (!leavingRef.current) addressPending.current = saved.id;
        } else {
          updateForm(saved);
        }
      },
      onError(message) {
        toast.error(message, { id: 'form-save-error' });
      },
    }),
    [onCreated],
  );
  const { draft, saver, answers, status } = useFormSaver({
    formType: form.type,
    application,
    // The questions name the tax years, so the wizard records them as the person types; every other
    // derived answer (the income prediction) comes back from the server with each save.
    initialAnswers: () => withTaxYearsRecorded(form.type, withDefaults(form, application?.data ?? {}), filingDate),
    initialStep,
    events,
  });

  const say = useSaid();
  const t = useT();
  // The rules' messages in the page's language where they have one (domain/i18n).
  const errors = useMemo(() => validateForm(form, answers, today, language).map((error) => (error.said ? { ...error, message: say(error) } : error)), [form, answers, today, language, say]);
  const facts = useMemo(
    () => ({ ...(form.type === 'INCOME' ? taxYearFacts(filingDate, answers) : NO_FACTS), language, ...(persons ? { persons } : {}) }),
    [form.type, filingDate, answers, language, persons],
  );
  const messages = useMemo(() => messagesByPath(errors), [errors]);
  const problems = useMemo(() => stepProblems(form, step, errors), [form, step, errors]);

  const touch = useCallback((path: FieldPath) => {
    setTouched((previous) => (previous.has(path) ? previous : new Set(previous).add(path)));
  }, []);

  const actions = useMemo<AnswerActions>(
    () => ({
      today,
      filingDate,
      facts,
      requestedRow,
      setAnswer(path, value) {
        const row = parseRowPath(path);
        draft.update((current) =>
          withTaxYearsRecorded(
            form.type,
            row ? withRowAnswer(current, row.groupKey, row.index, row.itemKey, value) : withAnswer(current, path, value),
            filingDate,
            current,
          ),
        );
        saver.answerChanged();
      },
      touch,
      visibleMessages(path) {
        const list = messages.get(path) ?? [];
        return list.length > 0 && (touched.has(path) || checkedSteps.has(stepIndexOf(form, path))) ? list : [];
      },
      hasProblemsUnder(path) {
        return errors.some((error) => error.field === path || error.field.startsWith(`${path}.`) || error.field.startsWith(`${path}[`));
      },
      addRow(group) {
        const rows = draft.get()[group.key];
        const index = Array.isArray(rows) ? rows.length : 0;
        draft.update((current) => withRowAdded(current, group.key, newRow(group)));
        saver.answerChanged();
        touch(group.key);
        return index;
      },
      removeRow(groupKey, index) {
        draft.update((current) => withTaxYearsRecorded(form.type, withRowRemoved(current, groupKey, index), filingDate, current));
        saver.answerChanged();
        touch(groupKey);
      },
    }),
    [today, filingDate, facts, requestedRow, draft, saver, form, touch, messages, touched, checkedSteps, errors],
  );

  // Focus follows the person: the step heading on a new step, the problem list after Next, an answer when asked for.
  useEffect(() => {
    if (pendingFocus === null) return;
    if (pendingFocus === 'heading') {
      window.scrollTo({ top: 0 });
      headingRef.current?.focus({ preventScroll: true });
    } else if (pendingFocus === 'problems') {
      problemsRef.current?.scrollIntoView({ block: 'start' });
      problemsRef.current?.focus({ preventScroll: true });
    } else if (!focusAnswer(pendingFocus)) {
      headingRef.current?.focus();
    }
    setPendingFocus(null);
  }, [pendingFocus, step]);

  useEffect(() => {
    document.title = t('wizard.documentTitle', { step: form.steps[step]?.name ?? '', number: step + 1, count: stepCount, form: form.title });
  }, [form, step, stepCount, t]);

  const addressOf = useCallback(
    (index: number, formId: string | null) => paths.form.href(form.type, formId ?? 'new', { step: index + 1 }),
    [form.type],
  );

  // An address without a step (opened from the dashboard) gets the one on screen, in place.
  useEffect(() => {
    if (stepInAddress === null) navigate(addressOf(step, saver.applicationId), { replace: true });
  }, [stepInAddress, step, navigate, addressOf, saver]);

  // A new step, whether from Next, Back, the step list or the browser's own Back and Forward.
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    void saver.stepChanged(step).then(() => {
      const created = addressPending.current;
      if (created === null || leavingRef.current) return;
      addressPending.current = null;
      navigate(addressOf(shownStep.current, created), { replace: true });
    });
    setPendingFocus('heading');
  }, [step, saver, navigate, addressOf]);

  const goTo = (next: number) => {
    const index = Math.min(Math.max(next, 0), stepCount - 1);
    if (index === step) return;
    navigate(addressOf(index, saver.applicationId));
  };

  /** Save and Quit, and Finish: everything saved, the status set, then the dashboard. */
  const saveAndLeave = async () => {
    leavingRef.current = true;
    setLeaving(true);
    const existed = saver.applicationId !== null;
    const saved = await saver.flush({ status: errors.length === 0 ? 'COMPLETED' : 'DRAFT' });
    if (!saved) {
      leavingRef.current = false;
      setLeaving(false);
      return;
    }
    if (saver.applicationId === null) {
      toast.error(said('wizard.noApplication'));
      leavingRef.current = false;
      setLeaving(false);
      return;
    }
    if (existed) toast.success(said('wizard.updated'));
    track('form_submit', { form_type: form.type });
    navigate(paths.dashboard);
  };

  const next = (event: MouseEvent) => {
    if (isRepeatedClick(event)) return;
    if (problems.length > 0 && !checkedSteps.has(step)) {
      setCheckedSteps((previous) => new Set(previous).add(step));
      setPendingFocus('problems');
      return;
    }
    if (step === stepCount - 1) void saveAndLeave();
    else goTo(step + 1);
  };

  const showAnswer = (path: FieldPath) => {
    setRequestedRow(parseRowPath(path));
    touch(path);
    setPendingFocus(path);
  };

  const current = form.steps[step];
  if (!current) return null;
  const shownProblems = checkedSteps.has(step) ? problems : [];

  return (
    <AnswerContext.Provider value={actions}>
      {/* Whatever gets focus scrolls clear of the sticky bars: the navigation above, Back and Next below. */}
      <GlobalStyles styles={{ html: { scrollPaddingTop: 88, scrollPaddingBottom: 88 } }} />
      <Box sx={{ maxWidth: 880, mx: 'auto', px: { xs: 2, sm: 3 }, pt: { xs: 2, sm: 3 } }}>
        <WizardHeader form={form} step={step} status={status} onJump={goTo} />
        <Paper component="section" aria-labelledby="step-heading" variant="outlined" sx={{ p: { xs: 2, sm: 4 }, mt: 2 }}>
          <Typography
            id="step-heading"
            ref={headingRef}
            tabIndex={-1}
            variant="h5"
            component="h2"
            sx={{ fontWeight: 700, mb: current.intro ? 1 : 3, '&:focus': { outline: 'none' }, '&:focus-visible': { outline: '2px solid', outlineOffset: 4 } }}
          >
            {current.name}
          </Typography>
          {current.intro && (
            <Typography sx={{ color: 'text.secondary', mb: 3 }}>
              {textOf(current.intro, facts)}
            </Typography>
          )}
          {shownProblems.length > 0 && (
            <StepProblems step={current} facts={facts} problems={shownProblems} isLastStep={step === stepCount - 1} onShow={showAnswer} summaryRef={problemsRef} />
          )}
          <StepQuestions key={step} fields={current.fields} answers={answers} />
        </Paper>
        <WizardNav
          isFirst={step === 0}
          isLast={step === stepCount - 1}
          busy={leaving}
          onBack={() => goTo(step - 1)}
          onNext={next}
          onSaveAndQuit={() => void saveAndLeave()}
        />
      </Box>
    </AnswerContext.Provider>
  );
}

