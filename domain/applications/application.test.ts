import { describe, it } from 'vitest';
import { given } from '../../testing/decider.ts';
import type { ApplicationEvent } from '../events.ts';
import { APPLICATION_NOT_FOUND, applicationDecider } from './application.ts';

const NOW = '2026-11-30T08:00:00.000Z';
const FILING_DATE = '2026-11-30';
const created: ApplicationEvent = { type: 'ApplicationCreated', data: { applicationId: 'a1', userId: 'u1', formType: 'MARRIAGE_INFO', createdAt: NOW } };
const answered = (changed: Record<string, string>, removed: string[] = []): ApplicationEvent => ({
  type: 'AnswersChanged',
  data: { applicationId: 'a1', changed, removed, changedAt: NOW },
});
const deleted: ApplicationEvent = { type: 'ApplicationDeleted', data: { applicationId: 'a1', deletedAt: NOW } };
const create = (answers: Record<string, string>) => ({ type: 'CreateApplication', applicationId: 'a1', userId: 'u1', formType: 'MARRIAGE_INFO', answers, now: NOW, filingDate: FILING_DATE }) as const;
const application = (...history: ApplicationEvent[]) => given(applicationDecider, ...history);

describe('the application decider', () => {
  it('creates an application, with the answers it was given', () => {
    application().when(create({})).then(created);
    application().when(create({ marriageCity: 'Austin' })).then(created, answered({ marriageCity: 'Austin' }));
  });

  it('creates an application once', () => {
    application(created).when(create({})).thenRefused('conflict');
  });

  it('refuses an answer to a question the form does not ask, on creation and on a save', () => {
    application().when(create({ favouriteColour: 'blue' })).thenRefused('invalid', 'Unknown question "favouriteColour" for MARRIAGE_INFO.');
    application(created).when({ type: 'SaveApplication', patch: { favouriteColour: 'blue' }, now: NOW, filingDate: FILING_DATE }).thenRefused('invalid', 'Unknown question "favouriteColour" for MARRIAGE_INFO.');
  });

  it('refuses an answer longer than its question allows, on creation and on a save, as the wizard does (issue 24 item 16)', () => {
    const long = 'A'.repeat(299);
    application().when(create({ marriageCity: long })).thenRefused('invalid', /it has 299\. Shorten it\. \(answer "marriageCity"\)$/);
    application(created).when({ type: 'SaveApplication', patch: { marriageCity: long }, now: NOW, filingDate: FILING_DATE }).thenRefused('invalid', /it has 299/);
  });

  it('records only the answers a save changes, and removes those saved as null', () => {
    const history = [created, answered({ marriageCity: 'Austin', marriageState: 'TX' })];
    application(...history)
      .when({ type: 'SaveApplication', patch: { marriageCity: 'Austin', marriageState: null, marriageDate: '2024-05-18' }, now: NOW, filingDate: FILING_DATE })
      .then(answered({ marriageDate: '2024-05-18' }, ['marriageState']));
    application(...history).when({ type: 'SaveApplication', patch: { marriageCity: 'Austin', marriageDate: null }, now: NOW, filingDate: FILING_DATE }).then();
  });

  it('records the wizard step and the status only when they change', () => {
    application(created)
      .when({ type: 'SaveApplication', progress: 3, status: 'completed', now: NOW, filingDate: FILING_DATE })
      .then(
        { type: 'ProgressChanged', data: { applicationId: 'a1', progress: 3, changedAt: NOW } },
        { type: 'ApplicationStatusChanged', data: { applicationId: 'a1', status: 'completed', changedAt: NOW } },
      );
    application(created).when({ type: 'SaveApplication', progress: 0, status: 'draft', now: NOW, filingDate: FILING_DATE }).then();
  });

  it('deletes an application, after which it is not found', () => {
    application(created).when({ type: 'DeleteApplication', now: NOW }).then(deleted);
    application(created, deleted).when({ type: 'SaveApplication', progress: 1, now: NOW, filingDate: FILING_DATE }).thenRefused('not-found', APPLICATION_NOT_FOUND);
    application(created, deleted).when({ type: 'DeleteApplication', now: NOW }).thenRefused('not-found');
    application().when({ type: 'SaveApplication', progress: 1, now: NOW, filingDate: FILING_DATE }).thenRefused('not-found');
  });
});
