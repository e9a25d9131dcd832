import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { demoUsers } from './demo';
import { LoginPage } from './pages/LoginPage';
import { Shell } from './pages/Shell';
import { TutorialPanel } from './pages/TutorialPanel';
import { signedInAs } from './signedIn';

const STEPS = [
  { task: 'Task 1: Find your way', text: /The bar at the top changes the reporting year/ },
  { task: 'Task 1: Find your way', text: /Pages are grouped into Background, Environmental/ },
  { task: 'Task 2: Your reporting year', text: /Each section of the current reporting year/ },
  { task: 'Task 2: Your reporting year', text: /Begin with your company information/ },
];

test.describe('tutorial', () => {
  test('opens on first login, steps through every step, and is remembered; a later visit starts closed', async ({
    page,
    browser,
  }) => {
    const user = demoUsers.acmeAdmin;
    await new LoginPage(page).signInAs(user);
    const tutorial = new TutorialPanel(page);
    await expect(tutorial.list).toBeVisible();
    await expect(tutorial.drawer.getByRole('heading', { name: 'Getting started' })).toBeVisible();
    expect(await tutorial.stored(user.login)).toEqual({ open: true, completed: false });
    await expectNoSeriousA11yViolations(page, '/home with the tutorial panel');

    // The tour starts on Home's greeting: a tour started before Home is on the page opens at the nearest step
    // that is (Cloudscape's annotation context), so start it as a user would, on the Home they see.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Alice');
    await tutorial.start.click();
    for (const [i, step] of STEPS.entries()) {
      const popover = tutorial.annotation(step.text);
      await expect(popover).toBeVisible();
      await expect(popover).toContainText(step.task);
      await expect(popover).toContainText(`Step ${i + 1 - (i >= 2 ? 2 : 0)}/2`);
      if (i === 1)
        await expectNoSeriousA11yViolations(page, '/home with a tutorial step open', { state: 'tutorial step' });
      await popover.getByRole('button', { name: i === STEPS.length - 1 ? 'Finish' : 'Next' }).click();
    }
    await expect(tutorial.drawer.getByText('Congratulations! You completed the tutorial.')).toBeVisible();
    await expect.poll(() => tutorial.stored(user.login)).toEqual({ open: true, completed: true });

    // Remembered after a reload: still open, listed as completed.
    await page.reload();
    await expect(tutorial.list).toBeVisible();
    await expect(tutorial.drawer.getByText('Tutorial completed')).toBeVisible();

    // A later visit (the browser opened again: its storage, a new tab) starts with the panel closed, though it
    // was left open, so the page's tables have their width; the toggle opens it, still completed.
    const later = await browser.newContext({ storageState: await page.context().storageState() });
    try {
      const again = await later.newPage();
      await again.goto('/home');
      const panel = new TutorialPanel(again);
      await expect(again.getByRole('heading', { level: 1 })).toHaveText('Welcome, Alice');
      await expect(panel.toggle).toBeVisible();
      await expect(panel.list).toBeHidden();
      await panel.toggle.click();
      await expect(panel.drawer.getByText('Tutorial completed')).toBeVisible();
    } finally {
      await later.close();
    }

    // Closed stays closed, across a reload and the next sign-in in this browser.
    await tutorial.close.click();
    await expect(tutorial.list).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Alice');
    await expect(tutorial.list).toBeHidden();
    await new Shell(page, user.fullName).signOut();
    await new LoginPage(page).signInAs(user);
    await expect(tutorial.toggle).toBeVisible();
    await expect(tutorial.list).toBeHidden();
  });

  test('starts closed on a first login 1024 px wide, where it would cover the page; its toggle opens it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    const user = demoUsers.acmeAdmin;
    await new LoginPage(page).signInAs(user);
    const tutorial = new TutorialPanel(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Alice');
    await expect(tutorial.toggle).toBeVisible();
    await expect(tutorial.list).toBeHidden();
    await expect.poll(() => tutorial.stored(user.login)).toEqual({ open: false, completed: false });
    await tutorial.toggle.click();
    await expect(tutorial.list).toBeVisible();
  });

  test('opens on demand from the user menu, on Home where its steps are', async ({ page }) => {
    const user = demoUsers.acmeAdmin;
    await signedInAs(page, user);
    const tutorial = new TutorialPanel(page);
    // Not the first visit: the panel starts closed.
    await expect(tutorial.toggle).toBeVisible();
    await expect(tutorial.list).toBeHidden();
    await page.goto('/settings');
    await expect(tutorial.list).toBeHidden();

    const shell = new Shell(page, user.fullName);
    await shell.openUserMenu();
    await page.getByRole('menuitem', { name: 'Tutorial' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(tutorial.list).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Alice');
    await tutorial.start.click();
    await expect(tutorial.annotation(STEPS[0]!.text)).toBeVisible();
    // Exiting the tour leaves the panel open on the list.
    await tutorial.drawer.getByRole('button', { name: 'Exit tutorial' }).click();
    await expect(tutorial.list).toBeVisible();
    await expect(tutorial.annotation(STEPS[0]!.text)).toBeHidden();
  });

  test('speaks the user’s language', async ({ page }) => {
    await signedInAs(page, demoUsers.acmeUser);
    await page.getByRole('button', { name: '開啟教學面板' }).click();
    const drawer = new TutorialPanel(page).drawer;
    await expect(drawer.getByRole('heading', { name: '入門指南' })).toBeVisible();
    await drawer.getByRole('button', { name: '開始教學' }).click();
    const popover = page.getByRole('dialog').filter({ hasText: '頂部列可更改所有頁面顯示的報告年度' });
    await expect(popover).toContainText('任務 1：認識介面');
    await expect(popover.getByRole('button', { name: '下一步' })).toBeVisible();
  });
});
