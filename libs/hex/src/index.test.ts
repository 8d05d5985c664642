import { expect, test } from 'vitest';
import { placeholder } from './index';
test('placeholder', () => expect(placeholder).toBe(1));
