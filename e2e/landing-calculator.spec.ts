import { origins } from './support/origins';
import { expect, test } from './support/shell-fixtures';

const landing = `${origins.marketplace}/arrsplace#profile-strength`;

const paths = [
  {
    answers: [
      'More than 10 years',
      "Master's degree, prescribing or advanced practice",
      'Specialist or lead in an ARRS role',
    ],
    score: '120',
    level: 'Exceptional',
    unlocked: 4,
  },
  {
    answers: ['2 to 5 years', 'Degree in my profession', 'Some primary care experience'],
    score: '60',
    level: 'Strong',
    unlocked: 3,
  },
  {
    answers: ['Less than 2 years', 'Degree in my profession', 'New to primary care'],
    score: '40',
    level: 'Good',
    unlocked: 2,
  },
  {
    answers: ['Less than 2 years', 'Professional registration or certificate', 'New to primary care'],
    score: '30',
    level: 'Developing',
    unlocked: 1,
  },
];

for (const path of paths) {
  test(`answers scoring ${path.score} give the level ${path.level}`, async ({ page }) => {
    await page.goto(landing);
    const calculator = page.getByTestId('calculator');
    for (const [index, answer] of path.answers.entries()) {
      await expect(calculator).toContainText(`Question ${index + 1} of 3`);
      await calculator.getByRole('button', { name: answer, exact: true }).click();
    }
    await expect(calculator.getByRole('heading', { name: 'Your profile strength' })).toBeFocused();
    await expect(page.getByTestId('calculator-score')).toHaveText(path.score);
    await expect(calculator).toContainText(`${path.score} out of 120`);
    await expect(page.getByTestId('calculator-level')).toHaveText(path.level);
    await expect(calculator.getByRole('listitem').filter({ hasText: '(unlocked)' })).toHaveCount(
      path.unlocked,
    );
    await expect(calculator.getByRole('listitem').filter({ hasText: 'locked, unlocks at' })).toHaveCount(
      4 - path.unlocked,
    );
  });
}

test('one answer per question, then Try Again starts over', async ({ page }) => {
  await page.goto(landing);
  const calculator = page.getByTestId('calculator');
  await calculator.getByRole('button', { name: '5 to 10 years' }).click();
  await expect(calculator).toContainText('Question 2 of 3');
  await expect(calculator.getByRole('button', { name: '5 to 10 years' })).toHaveCount(0);
  await calculator.getByRole('button', { name: 'Postgraduate certificate or diploma' }).click();
  await calculator.getByRole('button', { name: 'Established in an ARRS role' }).click();
  await expect(page.getByTestId('calculator-score')).toHaveText('90');
  await expect(calculator).toContainText('Exclusive opportunity access (unlocked)');
  // What each benefit does, in one line.
  await expect(calculator).toContainText('Apply to new vacancies in their first 48 hours.');
  await calculator.getByRole('button', { name: 'Try Again' }).click();
  await expect(calculator).toContainText('Question 1 of 3');
  await expect(calculator.getByRole('heading', { level: 3 })).toBeFocused();
  await expect(page.getByTestId('calculator-result')).toHaveCount(0);
});
