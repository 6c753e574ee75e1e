/** A supervision's heading and row name: the trainee's names as recorded on the supervision. */
export const traineeName = (supervision: { first_name: string; last_name: string }) => `${supervision.first_name} ${supervision.last_name}`;
