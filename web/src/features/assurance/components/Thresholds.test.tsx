import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { assuranceRoutes } from '@esg/core/contract/assurance';
import { fakeApi } from '../../../test/fakeApi';
import { renderWidget } from '../../../test/render';
import { Thresholds } from './Thresholds';

/** The company's anomaly thresholds (ADR 0107): out of bounds is said at the field and never sent. */
describe('anomaly thresholds', () => {
  it('shows the current thresholds, refuses one out of bounds, and saves the change with its version', async () => {
    fakeApi.on(assuranceRoutes.anomalyThresholds, () => ({ yoyPercent: 30, madLimit: 3, version: 2 }));
    fakeApi.on(assuranceRoutes.saveAnomalyThresholds, () => ({ yoyPercent: 25, madLimit: 3, version: 3 }));
    const { page, user } = renderWidget(<Thresholds />);
    const yoy = () => screen.getByLabelText<HTMLInputElement>('Change against last year (%)');
    await waitFor(() => expect(yoy().value).toBe('30'));
    const saveButton = () => page.findAllButtons().at(-1)!;
    await user.clear(yoy());
    await user.type(yoy(), '900');
    expect(page.findFormField()!.findError()!.getElement().textContent).toBe('From 5 to 500.');
    expect(saveButton().isDisabled()).toBe(true);
    await user.clear(yoy());
    await user.type(yoy(), '25');
    saveButton().click();
    await waitFor(() => expect(fakeApi.calls(assuranceRoutes.saveAnomalyThresholds)).toHaveLength(1));
    expect(fakeApi.calls(assuranceRoutes.saveAnomalyThresholds)[0]).toMatchObject({
      body: { yoyPercent: 25, madLimit: 3, version: 2 },
    });
  });
});
