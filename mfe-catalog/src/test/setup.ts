import { installTestLifecycle } from '@sf/test-kit/testing';
import { englishPayload } from './texts';

installTestLifecycle(englishPayload);
