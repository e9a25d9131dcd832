import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { openPage } from './pageData/pageFixtures';

/** The form field labelled so. */
const fieldLabelled = (label: string) => {
  const field = createWrapper(document.body)
    .findAllFormFields()
    .find((f) => f.findLabel()?.getElement().textContent === label);
  if (!field) throw new Error(`no form field labelled ${label}`);
  return field;
};

describe('a date field', () => {
  it.each(['財政年度開始', '財政年度結束'])(
    'keeps its calendar button beside its input, in one row that does not wrap (%s)',
    async (label) => {
      await openPage('company_information', { language: 'hk' });
      const field = fieldLabelled(label);
      // Not the field's secondary control, which Cloudscape puts under the control when the form's column is narrow.
      expect(field.findSecondaryControl()).toBeNull();
      const button = field.findControl()!.findButton()!.getElement();
      expect(button.getAttribute('aria-label')).toBe('選擇日期');
      const row = field.findControl()!.findInput()!.getElement().closest('[style*="display: flex"]');
      expect(row).not.toBeNull();
      expect(row!.contains(button)).toBe(true);
      expect(screen.getAllByRole('button', { name: '選擇日期' }).length).toBeGreaterThanOrEqual(2);
    },
  );
});
