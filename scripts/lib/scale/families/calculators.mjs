// @ts-check
/** Calculators: money, health, maths, dates, home projects, and per-country tax and pay. */
import { pick } from '../random.mjs';
import { keywords } from './family.mjs';

/** @typedef {import('./family.mjs').Family} Family */

/**
 * [name, what it answers, keywords people type].
 * @typedef {readonly [string, string, readonly string[]]} Calculator
 */

/** @type {readonly Calculator[]} */
const FINANCE = [
  ['Mortgage Payment', 'your monthly mortgage payment with taxes and insurance', ['home loan', 'house', 'monthly payment']],
  ['Mortgage Affordability', 'how much house you can afford on your income', ['home loan', 'budget', 'house price']],
  ['Mortgage Refinance', 'whether refinancing saves money after closing costs', ['refinance', 'home loan', 'interest']],
  ['Mortgage Payoff', 'how extra payments shorten your mortgage', ['extra payment', 'home loan', 'payoff date']],
  ['Loan Payment', 'the monthly payment and total interest of any loan', ['loan', 'installment', 'interest']],
  ['Car Loan', 'the monthly payment on a new or used car', ['auto loan', 'vehicle', 'finance']],
  ['Student Loan Repayment', 'how long student debt takes to repay', ['student loan', 'college', 'debt']],
  ['Personal Loan', 'the real cost of a personal loan with fees', ['loan', 'apr', 'borrow']],
  ['Compound Interest', 'how savings grow with interest on interest', ['savings', 'investment', 'growth']],
  ['Simple Interest', 'interest on a sum over time without compounding', ['interest', 'principal', 'rate']],
  ['Savings Goal', 'how much to save each month to reach a goal', ['savings', 'goal', 'budget']],
  ['Retirement Savings', 'whether your retirement savings will last', ['retirement', 'pension', '401k']],
  ['Investment Return', 'the annual return of an investment', ['roi', 'return', 'portfolio']],
  ['Return on Investment', 'ROI as a percentage and per year', ['roi', 'profit', 'investment']],
  ['Inflation', 'what money from one year is worth in another', ['inflation', 'purchasing power', 'cpi']],
  ['Tip', 'the tip and each person’s share of a bill', ['gratuity', 'restaurant', 'bill']],
  ['Sales Tax', 'the price with or without sales tax', ['tax', 'price', 'shopping']],
  ['Discount', 'the sale price after a percentage off', ['sale', 'percent off', 'shopping']],
  ['Profit Margin', 'margin and markup from cost and price', ['margin', 'markup', 'business']],
  ['Markup', 'the selling price for a markup you want', ['markup', 'pricing', 'business']],
  ['Break-Even', 'the sales you need to cover your costs', ['break even', 'business', 'costs']],
  ['Hourly to Salary', 'your yearly salary from an hourly wage', ['wage', 'salary', 'pay']],
  ['Salary to Hourly', 'your hourly rate from a yearly salary', ['wage', 'salary', 'hourly rate']],
  ['Overtime Pay', 'pay for overtime hours at time and a half', ['overtime', 'wage', 'pay']],
  ['Credit Card Payoff', 'how long a card balance takes to clear', ['credit card', 'debt', 'payoff']],
  ['Debt Snowball', 'the order and date you become debt free', ['debt', 'snowball', 'avalanche']],
  ['Rent vs Buy', 'whether renting or buying costs less over time', ['rent', 'buy', 'house']],
  ['Down Payment', 'the down payment and loan size for a home', ['deposit', 'home', 'mortgage']],
  ['Amortization Schedule', 'each payment’s interest and principal', ['amortization', 'loan', 'schedule']],
  ['APR', 'the annual percentage rate including fees', ['apr', 'interest rate', 'loan']],
  ['Dividend Yield', 'the yield of a stock’s dividend', ['dividend', 'stock', 'yield']],
  ['Stock Profit', 'the gain or loss on a stock trade', ['stock', 'shares', 'profit']],
  ['Net Worth', 'your assets minus your debts', ['net worth', 'assets', 'wealth']],
  ['Budget', 'a monthly budget by the 50/30/20 rule', ['budget', 'spending', 'money']],
  ['Emergency Fund', 'how big your emergency fund should be', ['savings', 'emergency', 'budget']],
  ['Lease', 'the monthly cost of leasing a car', ['lease', 'car', 'payment']],
  ['Certificate of Deposit', 'what a CD earns by maturity', ['cd', 'savings', 'interest']],
  ['Annuity', 'annuity payments and present value', ['annuity', 'retirement', 'income']],
  ['Present Value', 'what future money is worth today', ['npv', 'discount rate', 'finance']],
  ['Future Value', 'what a sum grows to in the future', ['fv', 'growth', 'finance']],
  ['Freelance Rate', 'the hourly rate to charge as a freelancer', ['freelance', 'rate', 'invoice']],
  ['Commission', 'a sales commission on a deal', ['commission', 'sales', 'pay']],
  ['Paycheck', 'take-home pay after deductions', ['salary', 'net pay', 'deductions']],
];

/** @type {readonly Calculator[]} */
const HEALTH = [
  ['BMR', 'the calories your body burns at rest', ['metabolism', 'calories', 'bmr']],
  ['TDEE', 'the calories you burn in a day', ['calories', 'maintenance', 'diet']],
  ['Calorie', 'the daily calories to lose or gain weight', ['diet', 'weight loss', 'calories']],
  ['Body Fat', 'your body fat percentage from measurements', ['body fat', 'fitness', 'navy method']],
  ['Ideal Weight', 'a healthy weight range for your height', ['weight', 'height', 'health']],
  ['Water Intake', 'how much water to drink a day', ['hydration', 'water', 'health']],
  ['Protein Intake', 'how much protein you need a day', ['protein', 'diet', 'muscle']],
  ['Macro', 'carbs, fat and protein for your goal', ['macros', 'diet', 'nutrition']],
  ['Pregnancy Due Date', 'the due date from the last period', ['pregnancy', 'due date', 'baby']],
  ['Ovulation', 'your fertile days this cycle', ['ovulation', 'fertility', 'cycle']],
  ['Heart Rate Zone', 'training zones from your age and resting pulse', ['heart rate', 'cardio', 'training']],
  ['Running Pace', 'your pace per mile or kilometre', ['running', 'pace', 'marathon']],
  ['Sleep Cycle', 'when to go to bed to wake up rested', ['sleep', 'bedtime', 'wake up']],
  ['One Rep Max', 'the heaviest weight you can lift once', ['1rm', 'gym', 'strength']],
  ['Steps to Calories', 'the calories burned by walking', ['steps', 'walking', 'calories']],
  ['Blood Alcohol', 'an estimate of blood alcohol content', ['bac', 'alcohol', 'drinks']],
  ['Waist-to-Hip Ratio', 'your waist-to-hip ratio and what it means', ['waist', 'hip', 'health']],
  ['Calories Burned', 'calories burned by an activity', ['exercise', 'calories', 'workout']],
  ['Lean Body Mass', 'your weight without fat', ['lean mass', 'body composition', 'fitness']],
  ['Baby Growth Percentile', 'where a baby’s weight and height stand', ['baby', 'growth chart', 'percentile']],
  ['Dog Age', 'a dog’s age in human years', ['dog', 'pet', 'age']],
  ['Cat Age', 'a cat’s age in human years', ['cat', 'pet', 'age']],
];

/** @type {readonly Calculator[]} */
const MATH = [
  ['Fraction', 'sums, differences, products and quotients of fractions', ['fractions', 'math', 'simplify']],
  ['Ratio', 'equivalent ratios and missing values', ['ratio', 'proportion', 'math']],
  ['Average', 'the mean, median and mode of a list', ['mean', 'median', 'mode']],
  ['Standard Deviation', 'the spread of a data set', ['statistics', 'variance', 'data']],
  ['Quadratic Equation', 'the roots of ax² + bx + c', ['quadratic', 'roots', 'algebra']],
  ['Pythagorean Theorem', 'the missing side of a right triangle', ['triangle', 'hypotenuse', 'geometry']],
  ['Area', 'the area of common shapes', ['area', 'geometry', 'shapes']],
  ['Volume', 'the volume of boxes, cylinders and spheres', ['volume', 'geometry', '3d']],
  ['Circle', 'a circle’s area, circumference and diameter', ['circle', 'radius', 'pi']],
  ['Triangle', 'the sides, angles and area of a triangle', ['triangle', 'trigonometry', 'geometry']],
  ['Prime Factorization', 'the prime factors of a number', ['prime', 'factors', 'number theory']],
  ['Greatest Common Divisor', 'the GCD of two or more numbers', ['gcd', 'gcf', 'divisor']],
  ['Least Common Multiple', 'the LCM of two or more numbers', ['lcm', 'multiple', 'math']],
  ['Square Root', 'square and cube roots', ['root', 'sqrt', 'math']],
  ['Exponent', 'powers and exponents', ['power', 'exponent', 'math']],
  ['Logarithm', 'logarithms in any base', ['log', 'ln', 'math']],
  ['Scientific Notation', 'numbers in and out of scientific notation', ['scientific notation', 'exponent', 'science']],
  ['Significant Figures', 'rounding to significant figures', ['sig figs', 'rounding', 'science']],
  ['Rounding', 'numbers rounded to any place', ['round', 'decimal', 'math']],
  ['Matrix', 'matrix sums, products and determinants', ['matrix', 'linear algebra', 'determinant']],
  ['Probability', 'the odds of combined events', ['probability', 'odds', 'statistics']],
  ['Permutation and Combination', 'nPr and nCr', ['permutation', 'combination', 'counting']],
  ['Z-Score', 'how far a value is from the mean', ['z score', 'statistics', 'normal distribution']],
  ['Sample Size', 'the sample size for a survey', ['survey', 'statistics', 'margin of error']],
  ['Percentage Change', 'the percent increase or decrease', ['percent', 'increase', 'decrease']],
  ['Slope', 'the slope and equation of a line', ['slope', 'line', 'algebra']],
  ['Long Division', 'division with every step shown', ['division', 'remainder', 'math']],
  ['Grade', 'your course grade from weighted scores', ['grade', 'school', 'gpa']],
  ['GPA', 'your grade point average', ['gpa', 'college', 'grades']],
];

/** @type {readonly Calculator[]} */
const DATES = [
  ['Days Until', 'the days left until a date', ['countdown', 'days', 'date']],
  ['Business Days', 'working days between two dates', ['working days', 'weekdays', 'holidays']],
  ['Time Duration', 'the time between two clock times', ['hours', 'minutes', 'duration']],
  ['Hours Worked', 'hours worked from a timesheet', ['timesheet', 'hours', 'work']],
  ['Week Number', 'the ISO week number of a date', ['week', 'iso week', 'calendar']],
  ['Day of the Week', 'which weekday a date falls on', ['weekday', 'calendar', 'date']],
  ['Date Add', 'a date plus or minus days, weeks or months', ['add days', 'date', 'calendar']],
  ['Time Card', 'weekly hours and pay from clock-in times', ['time card', 'hours', 'pay']],
  ['Retirement Date', 'the date you can retire', ['retirement', 'date', 'pension']],
  ['Half Birthday', 'the date of your half birthday', ['birthday', 'date', 'fun']],
];

/** @type {readonly Calculator[]} */
const HOME = [
  ['Paint', 'how much paint a room needs', ['paint', 'walls', 'gallons']],
  ['Tile', 'how many tiles cover a floor or wall', ['tiles', 'floor', 'bathroom']],
  ['Flooring', 'the flooring and cost for a room', ['flooring', 'laminate', 'square feet']],
  ['Concrete', 'the concrete for a slab, footing or post', ['concrete', 'cubic yards', 'slab']],
  ['Mulch', 'the mulch for a garden bed', ['mulch', 'garden', 'landscaping']],
  ['Gravel', 'the gravel for a driveway or path', ['gravel', 'driveway', 'tons']],
  ['Roofing', 'the shingles for a roof', ['roof', 'shingles', 'squares']],
  ['Wallpaper', 'the rolls of wallpaper for a room', ['wallpaper', 'rolls', 'walls']],
  ['Fence', 'the posts and boards for a fence', ['fence', 'posts', 'boards']],
  ['Deck', 'the boards, joists and cost of a deck', ['deck', 'lumber', 'boards']],
  ['Insulation', 'the insulation for an attic or wall', ['insulation', 'r value', 'attic']],
  ['Room BTU', 'the air conditioner size for a room', ['btu', 'air conditioner', 'cooling']],
  ['Electricity Cost', 'what an appliance costs to run', ['electricity', 'kwh', 'energy bill']],
  ['Solar Panel', 'the panels to cover your power use', ['solar', 'panels', 'energy']],
  ['Fuel Cost', 'the fuel cost of a trip', ['gas', 'fuel', 'road trip']],
  ['Gas Mileage', 'your car’s fuel economy', ['mpg', 'mileage', 'car']],
  ['Recipe Scaler', 'recipe amounts for more or fewer servings', ['recipe', 'servings', 'cooking']],
  ['Moving Cost', 'the cost of a home move', ['moving', 'relocation', 'truck']],
  ['Carpet', 'the carpet for a room', ['carpet', 'floor', 'square yards']],
  ['Brick', 'the bricks and mortar for a wall', ['bricks', 'mortar', 'wall']],
  ['Lumber', 'board feet of lumber', ['board feet', 'wood', 'lumber']],
  ['Pool Volume', 'the water in a pool', ['pool', 'gallons', 'water']],
  ['Aquarium Volume', 'the water in a fish tank', ['aquarium', 'fish tank', 'liters']],
  ['Wedding Budget', 'a wedding budget by category', ['wedding', 'budget', 'planning']],
];

const CALCULATOR_TEXT = [
  'Work out {what}, with the formula shown and every number editable.',
  'Find {what} in seconds; change any value and the answer follows.',
  'A free calculator for {what}, with a chart and a shareable link.',
];

const COUNTRIES = [
  'US', 'UK', 'Canada', 'Australia', 'New Zealand', 'Ireland', 'Germany', 'France', 'Spain', 'Italy',
  'Netherlands', 'Belgium', 'Switzerland', 'Austria', 'Sweden', 'Norway', 'Denmark', 'Finland', 'Poland', 'Portugal',
  'Greece', 'Czech Republic', 'Hungary', 'Romania', 'India', 'Singapore', 'Japan', 'South Korea', 'Philippines', 'Malaysia',
  'South Africa', 'Nigeria', 'Kenya', 'Brazil', 'Mexico', 'Argentina', 'Chile', 'UAE', 'Israel', 'Turkey',
];

/** [name, what it answers for the country]. */
const COUNTRY_CALCULATORS = /** @type {const} */ ([
  ['Income Tax', 'income tax for this year’s brackets'],
  ['Salary After Tax', 'take-home pay after tax and social contributions'],
  ['VAT', 'prices with and without VAT at every rate'],
  ['Paycheck', 'net pay per paycheck'],
  ['Pension', 'the state and private pension you can expect'],
  ['Stamp Duty', 'property transfer tax on a home purchase'],
  ['Capital Gains Tax', 'tax on the sale of shares or property'],
  ['Minimum Wage', 'minimum-wage pay for your hours'],
]);

/**
 * @param {string} id
 * @param {readonly Calculator[]} list
 * @param {string} icon
 * @param {string} module
 * @returns {Family}
 */
function calculatorFamily(id, list, icon, module, category = /** @type {Family['category']} */ ('calculators-converters')) {
  return {
    id,
    category,
    module,
    icon,
    ideas: (random) =>
      list.map(([name, what, words]) => ({
        name: `${name} Calculator`,
        description: pick(random, CALCULATOR_TEXT).replace('{what}', what),
        keywords: keywords([...name.split(/[\s-]+/).filter((word) => word.length > 2), ...words, 'calculator']),
      })),
  };
}

/** @type {Family[]} */
export const CALCULATOR_FAMILIES = [
  calculatorFamily('finance', FINANCE, '💰', './percentage-calculator', {
    id: 'finance-calculators', name: 'Finance Calculators', remote: 'calculators-converters', icon: '💰', description: 'Loans, savings, pay and prices, worked out.',
  }),
  calculatorFamily('health', HEALTH, '❤️', './bmi-calculator', {
    id: 'health-calculators', name: 'Health & Fitness Calculators', remote: 'calculators-converters', icon: '❤️', description: 'Body, food, sleep and training numbers.',
  }),
  calculatorFamily('math', MATH, '📐', './percentage-calculator', {
    id: 'math-calculators', name: 'Math Calculators', remote: 'calculators-converters', icon: '📐', description: 'Homework help with every step shown.',
  }),
  calculatorFamily('dates', DATES, '📅', './date-difference-calculator'),
  calculatorFamily('home', HOME, '🏠', './percentage-calculator', {
    id: 'home-calculators', name: 'Home & DIY Calculators', remote: 'calculators-converters', icon: '🏠', description: 'Materials and costs for projects around the house.',
  }),
  {
    id: 'country-tax',
    category: { id: 'tax-calculators', name: 'Tax & Salary Calculators', remote: 'calculators-converters', icon: '🧾', description: 'Country by country, with this year’s rates.' },
    module: './percentage-calculator',
    icon: '🧾',
    ideas: (random) =>
      COUNTRIES.flatMap((country) =>
        COUNTRY_CALCULATORS.map(([name, what]) => ({
          name: `${country} ${name} Calculator`,
          description: `${country}: ${what}${pick(random, ['.', ', updated for the current tax year.', ', with the rules explained.'])}`,
          keywords: keywords([country, ...name.split(' '), 'tax', 'calculator', pick(random, ['salary', 'payroll', 'finance'])]),
        })),
      ),
  },
];
