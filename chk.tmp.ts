import { CATALOGUE } from './domain/catalogue/index.ts';
import { notAskedOf } from './domain/catalogue/printed-by.ts';
const answers = { ONBOARDING: { onboardingFilingChoice: 'petition-filed' } };
for (const form of Object.values(CATALOGUE)) {
  const hidden = notAskedOf(form, answers);
  const all = form.steps.flatMap((s) => s.fields).length;
  console.log(form.type, all, hidden.size, [...hidden].join(' '));
  for (const step of form.steps) { const left = step.fields.filter((f) => !hidden.has(f.key)).length; if (left === 0) console.log('   EMPTY STEP', step.name); }
}
