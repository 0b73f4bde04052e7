import { Toaster } from '@fiji/ui';

export default Toaster;
